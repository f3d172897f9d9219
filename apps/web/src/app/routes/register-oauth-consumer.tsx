export { OAuthConsumerPage as Component } from '../../features/registration/components/oauth-consumer-page';
