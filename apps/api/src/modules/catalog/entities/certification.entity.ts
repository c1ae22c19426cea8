import { ObjectType } from '@nestjs/graphql';
import { Entity } from 'typeorm';
import { NamedReference } from './named-reference.js';

@ObjectType()
@Entity({ name: 'certifications' })
export class Certification extends NamedReference {}
