import { faultLog, jobFailed, jobSucceeded, NO_FAULTS, type JobLog } from './job-faults';

const at = (s: number) => new Date(Date.UTC(2026, 10, 28, 12, 0, s));
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('jobFailed / jobSucceeded', () => {
  it('logs one line per failed run of an outage, no stack, counting the streak', () => {
    const first = jobFailed('[payments] sweep', NO_FAULTS, refused(), at(0));
    expect(first.log).toEqual({ level: 'error', text: '[payments] sweep failed: ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432 (database unreachable); retrying, one line per failed run until it works again' });
    const second = jobFailed('[payments] sweep', first.streak, refused(), at(60));
    expect(second.log.text).toBe('[payments] sweep failed again (2 in a row since 2026-11-28T12:00:00.000Z): ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432 (database unreachable)');
    for (const log of [first.log, second.log]) expect(log.text).not.toContain('\n');
  });

  it('prints the stack once, with the first failure of a streak, when it is not an outage', () => {
    const bug = new TypeError('cannot read properties of undefined');
    const first = jobFailed('[payments] sweep', NO_FAULTS, bug, at(0));
    expect(first.log.text).toContain('[payments] sweep failed: cannot read properties of undefined; retrying');
    expect(first.log.text).toContain('\n    at ');
    expect(jobFailed('[payments] sweep', first.streak, bug, at(60)).log.text).not.toContain('\n');
  });

  it('says once that the job works again, with how many runs failed and for how long', () => {
    const failing = jobFailed('[payments] sweep', jobFailed('[payments] sweep', NO_FAULTS, refused(), at(0)).streak, refused(), at(60)).streak;
    const back = jobSucceeded('[payments] sweep', failing, at(120));
    expect(back).toEqual({ streak: NO_FAULTS, log: { level: 'log', text: '[payments] sweep works again after 2 failed run(s) over 120 s' } });
    expect(jobSucceeded('[payments] sweep', back.streak, at(180))).toEqual({ streak: NO_FAULTS });
  });
});

describe('faultLog', () => {
  it('keeps the streak between runs and prints what it is told', () => {
    const printed: JobLog[] = [];
    let now = at(0);
    const log = faultLog('[loyalty] birthday points', () => now, (line) => printed.push(line));
    log.succeeded();
    log.failed(refused());
    now = at(30);
    log.failed(refused());
    log.succeeded();
    log.succeeded();
    expect(printed.map((line) => `${line.level}: ${line.text.split(':')[0]}`)).toEqual([
      'error: [loyalty] birthday points failed',
      'error: [loyalty] birthday points failed again (2 in a row since 2026-11-28T12',
      'log: [loyalty] birthday points works again after 2 failed run(s) over 30 s',
    ]);
  });
});
