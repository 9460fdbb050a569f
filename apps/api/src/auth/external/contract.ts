// The external sign-in part of the contract.
export * from '@mynacon/contract';
