import { DatePicker } from 'antd';

/** antd's DatePicker as a module of its own, which LazyDatePicker and LazyRangePicker load. */
export default DatePicker;
