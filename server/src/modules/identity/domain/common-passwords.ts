/** The most common passwords of eight or more characters (public breach lists); refused outright. */
export const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '123123123', '11111111', '00000000', '88888888',
  '87654321', '11223344', '12341234', '66666666', '99999999', '1q2w3e4r', '1qaz2wsx', 'qwertyui',
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'iloveyou',
  'qwerty123', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm1', 'abcd1234', 'abc12345', 'abcdefgh', 'sunshine',
  'princess', 'football', 'baseball', 'welcome1', 'welcome123', 'trustno1', 'superman', 'starwars',
  'master123', 'letmein1', 'monkey123', 'dragon12', 'michelle', 'jennifer', 'computer', 'whatever',
  'internet', 'liverpool', 'chocolate', 'changeme', 'admin123', 'administrator', 'qazwsxedc', 'aa123456',
  'a1234567', 'q1w2e3r4', 'zaq12wsx', 'iloveyou1', 'shadow12', 'secret123', 'test1234', 'testtest',
  'loveyou1', 'lovely12', 'hello123', 'freedom1', 'whatever1', 'samsung1', 'google123', 'charlie1',
]);
