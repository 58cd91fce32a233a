import { Modal } from 'antd';

/** antd's Modal as a module of its own, for a confirmation loaded when first shown (lazyModal). */
export default Modal;
