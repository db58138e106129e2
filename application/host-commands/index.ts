/** What the host page may change at run time (theme, features, networks, names, account type), for the facade. */
export { HostCommands, HostCommandsService } from './host-commands.service.ts';
export type { ConnectedProviders, ProviderType } from './host-commands.service.ts';
