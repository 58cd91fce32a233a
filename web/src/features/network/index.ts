// The member's network screens: the /home cards and the /geneology page.
export { HomeNetworkSection } from './components/home-network-section';
export { GenealogyPage } from './pages/genealogy-page';
