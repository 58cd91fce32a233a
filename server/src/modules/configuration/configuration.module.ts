import { Module } from '@nestjs/common';
import { ConfigurationReader } from './application/configuration-reader';

@Module({ providers: [ConfigurationReader], exports: [ConfigurationReader] })
export class ConfigurationModule {}
