/** What happened in the demo world: applications, tenancies and complaints in every status, relative to today. */
import {
  addDays,
  addMonths,
  type ApplicationStatus,
  type ComplaintStatus,
  type ContractStatus,
} from '@sewamudah/shared';

export interface RentalStory {
  user: string;
  property: string;
  room?: string;
  start: string;
  stayLength: 3 | 4 | 6 | 8 | 12;
  applicationStatus: ApplicationStatus;
  contractStatus?: ContractStatus;
  /** Monthly rentals (2..N) due up to this date are created; those before `paidUntil` are Paid. */
  scheduleUntil?: string;
  paidUntil?: string;
  appliedDaysBeforeStart: number;
}

export function demoRentalStories(today: string): RentalStory[] {
  return [
    {
      user: 'aisyah',
      property: 'ss2',
      room: 'ss2-middle',
      start: addDays(addMonths(today, -3), 5),
      stayLength: 12,
      applicationStatus: 'Completed',
      contractStatus: 'Active',
      scheduleUntil: addDays(today, 14),
      paidUntil: addDays(today, -1),
      appliedDaysBeforeStart: 12,
    },
    {
      user: 'aisyah',
      property: 'medini',
      start: addMonths(today, -15),
      stayLength: 6,
      applicationStatus: 'Completed',
      contractStatus: 'Ended',
      scheduleUntil: addMonths(today, -9),
      paidUntil: addMonths(today, -9),
      appliedDaysBeforeStart: 10,
    },
    {
      user: 'weijie',
      property: 'brickfields',
      start: addDays(today, 14),
      stayLength: 6,
      applicationStatus: 'Accepted',
      contractStatus: 'Awaiting Payment',
      appliedDaysBeforeStart: 17,
    },
    {
      user: 'weijie',
      property: 'bangsar',
      start: addDays(today, -20),
      stayLength: 12,
      applicationStatus: 'Rejected',
      appliedDaysBeforeStart: 15,
    },
    {
      user: 'weijie',
      property: 'setiaalam',
      start: addDays(today, -30),
      stayLength: 12,
      applicationStatus: 'Cancelled',
      contractStatus: 'Cancelled',
      appliedDaysBeforeStart: 20,
    },
    {
      user: 'farid',
      property: 'cheras',
      room: 'cheras-a',
      start: addDays(today, -40),
      stayLength: 6,
      applicationStatus: 'Completed',
      contractStatus: 'Active',
      scheduleUntil: addDays(today, 14),
      paidUntil: addDays(today, 14),
      appliedDaysBeforeStart: 9,
    },
    {
      user: 'meiling',
      property: 'cheras',
      room: 'cheras-b',
      start: addDays(today, -20),
      stayLength: 12,
      applicationStatus: 'Completed',
      contractStatus: 'Active',
      scheduleUntil: addDays(today, 14),
      paidUntil: addDays(today, -1),
      appliedDaysBeforeStart: 8,
    },
    {
      // Her earlier tenancy, ended 12 days ago: the deposit's refund waits for her bank account
      // (seed-refund-awaiting-account.ts).
      user: 'meiling',
      property: 'gurney',
      start: addDays(addMonths(today, -6), -11),
      stayLength: 6,
      applicationStatus: 'Completed',
      contractStatus: 'Ended',
      scheduleUntil: addDays(today, -12),
      paidUntil: addDays(today, -11),
      appliedDaysBeforeStart: 12,
    },
    {
      user: 'kumar',
      property: 'ttdi',
      start: addDays(addMonths(today, -5), -3),
      stayLength: 12,
      applicationStatus: 'Completed',
      contractStatus: 'Active',
      scheduleUntil: addDays(today, 14),
      paidUntil: addDays(today, -12),
      appliedDaysBeforeStart: 14,
    },
    {
      user: 'arjun',
      property: 'gurney',
      start: addDays(today, -60),
      stayLength: 6,
      applicationStatus: 'Rejected',
      appliedDaysBeforeStart: 12,
    },
    {
      user: 'arjun',
      property: 'bangsar',
      start: addDays(today, 20),
      stayLength: 12,
      applicationStatus: 'Waiting for Response',
      appliedDaysBeforeStart: 23,
    },
    {
      user: 'nurul',
      property: 'bangsar',
      start: addDays(today, 30),
      stayLength: 6,
      applicationStatus: 'Waiting for Response',
      appliedDaysBeforeStart: 32,
    },
    {
      user: 'nurul',
      property: 'cyberjaya',
      room: 'cj-a',
      start: addDays(today, 10),
      stayLength: 4,
      applicationStatus: 'Waiting for Response',
      appliedDaysBeforeStart: 11,
    },
  ];
}

export interface DemoComplaint {
  user: string;
  status: ComplaintStatus;
  daysAgo: number;
  title: string;
  description: string;
  resolutionDetails?: string;
}

export const demoComplaints: DemoComplaint[] = [
  {
    user: 'aisyah',
    status: 'Handled',
    daysAgo: 40,
    title: 'Air-conditioner not cooling',
    description: 'The air-conditioner in my room only blows warm air since last weekend, even on 18\u00b0C.',
    resolutionDetails:
      'Technician from CoolAir Services topped up the refrigerant and cleaned the filters. Working normally now.',
  },
  {
    user: 'aisyah',
    status: 'In Handling',
    daysAgo: 6,
    title: 'Water heater leaking',
    description: 'The water heater in the shared bathroom is dripping from the bottom pipe and the floor stays wet.',
  },
  {
    user: 'aisyah',
    status: 'Waiting for Response',
    daysAgo: 1,
    title: 'Kitchen cabinet hinge broken',
    description: 'The top-left kitchen cabinet door hinge came off and the door cannot close.',
  },
  {
    user: 'farid',
    status: 'Waiting for Response',
    daysAgo: 2,
    title: 'Wi-Fi keeps disconnecting',
    description: 'The fibre internet drops every evening between 8 pm and 11 pm. The router lights turn red.',
  },
  {
    user: 'kumar',
    status: 'Handled',
    daysAgo: 70,
    title: 'Garden overgrown before move-in',
    description: 'The back garden grass is knee-high and there are mosquitoes.',
    resolutionDetails: 'Landscaper cleared the garden and fogging was done by the council.',
  },
  {
    user: 'weijie',
    status: 'Waiting for Response',
    daysAgo: 3,
    title: 'Early key collection',
    description: 'Could I collect the keys two days before my start date to move my things in?',
  },
];
