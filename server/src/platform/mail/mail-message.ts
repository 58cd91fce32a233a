export interface MailAttachment {
  filename: string;
  contentBase64: string;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}
