import { Select } from 'antd';

/** antd's Select as a module of its own, which LazySelect loads. */
export default Select;
