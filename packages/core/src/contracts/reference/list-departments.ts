import { z } from 'zod';
import { defineContract } from '../define';
import { zDepartment } from './shapes';

export const listDepartments = defineContract({
  method: 'GET',
  path: '/departments',
  auth: 'session',
  summary: 'Every department of every club (course, shop, driving range, restaurant)',
  tags: ['reference'],
  response: z.array(zDepartment),
});
