import { Typography } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/format/format-date';
import { PageLoader } from '../../../shared/ui/page-loader';
import {
  CONTACT_FORM_PATH,
  POLICIES_LAST_UPDATED,
  POLICY_DOCUMENTS,
  type PolicyName,
} from '../policy-documents';
import './policy-document.css';

type Paragraphs = Record<string, string>;
interface SectionTexts {
  heading: string;
  text?: Paragraphs;
  list?: Paragraphs;
  after?: Paragraphs;
}

/** One policy: its title, the "Last updated" date, an introduction and its sections (h2 each). */
export function PolicyDocument({ name }: { name: PolicyName }) {
  // The texts are long and wanted by few: their namespace is fetched when a policy is opened.
  const { t, ready } = useTranslation('policies', { useSuspense: false });
  const { t: tApp } = useTranslation();
  if (!ready) return <PageLoader />;

  const values = { name: tApp('app.name') };
  const contactLink = { home: <Link to={CONTACT_FORM_PATH} /> };
  const paragraph = (key: string) => (
    <Trans t={t} i18nKey={key as never} values={values} components={contactLink} />
  );
  const keysOf = (texts: Paragraphs | undefined) => Object.keys(texts ?? {});

  return (
    <Typography className="policy">
      <article aria-labelledby="policy-title">
        <h1 id="policy-title">{t(`${name}.title`)}</h1>
        <p className="policy__updated">{t('lastUpdated', { date: formatDate(POLICIES_LAST_UPDATED) })}</p>
        <p className="policy__intro">{paragraph(`${name}.intro`)}</p>
        {POLICY_DOCUMENTS[name].map((id) => {
          const base = `${name}.sections.${id}`;
          const section = t(base as never, { returnObjects: true }) as unknown as SectionTexts;
          const list = keysOf(section.list);
          return (
            <section key={id} aria-labelledby={`policy-${id}`}>
              <h2 id={`policy-${id}`}>{section.heading}</h2>
              {keysOf(section.text).map((key) => (
                <p key={key}>{paragraph(`${base}.text.${key}`)}</p>
              ))}
              {list.length ? (
                <ul>
                  {list.map((key) => (
                    <li key={key}>{paragraph(`${base}.list.${key}`)}</li>
                  ))}
                </ul>
              ) : null}
              {keysOf(section.after).map((key) => (
                <p key={key}>{paragraph(`${base}.after.${key}`)}</p>
              ))}
            </section>
          );
        })}
      </article>
    </Typography>
  );
}
