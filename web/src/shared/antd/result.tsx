import { Result } from 'antd';

/** antd's Result (with its 403/404/500 pictures) as a module of its own, for pages that seldom show it. */
export default Result;
