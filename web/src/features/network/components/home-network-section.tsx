import { Col, Row } from 'antd';
import { GenealogyCard } from './genealogy-card';
import { NetworkCard } from './network-card';
import '../network.css';

/** What the network adds to /home, after the profile details: the Network and Genealogy cards. */
export function HomeNetworkSection() {
  return (
    <Row gutter={[24, 24]} className="home-network">
      <Col xs={24} lg={16}>
        <NetworkCard />
      </Col>
      <Col xs={24} lg={8}>
        <GenealogyCard />
      </Col>
    </Row>
  );
}
