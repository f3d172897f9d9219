import { describe, expect, it } from 'vitest';
import { formatWhereTheTimeGoes, whereTheTimeGoes } from './lighthouse-breakdown';

const SCRIPT = 'http://127.0.0.1:3000/assets/index-abc.js';

/** The audits' details as Lighthouse 12 writes them (tables, and a list of two tables for the LCP). */
const lhr = {
  audits: {
    'mainthread-work-breakdown': {
      details: {
        type: 'table',
        items: [
          { group: 'styleLayout', groupLabel: 'Style & Layout', duration: 120.4 },
          { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 1480.6 },
          { group: 'other', groupLabel: 'Other', duration: 300 },
        ],
      },
    },
    'bootup-time': {
      details: {
        type: 'table',
        items: [{ url: SCRIPT, total: 1200.2, scripting: 1000.1, scriptParseCompile: 80 }],
      },
    },
    'long-tasks': {
      details: { type: 'table', items: [{ url: SCRIPT, startTime: 850.3, duration: 420.2 }] },
    },
    'largest-contentful-paint-element': {
      details: {
        type: 'list',
        items: [
          {
            type: 'table',
            items: [{ node: { type: 'node', snippet: '<h1 class="hero">', selector: 'main > h1.hero' } }],
          },
          {
            type: 'table',
            items: [
              { phase: 'Time to first byte', percent: '25%', timing: 600 },
              { phase: 'Render delay', percent: '75%', timing: 1800 },
            ],
          },
        ],
      },
    },
  },
};

describe('whereTheTimeGoes', () => {
  it('reads the main thread by kind (largest first), the scripts, the long tasks and the LCP', () => {
    expect(whereTheTimeGoes(lhr)).toEqual({
      mainThread: [
        { kind: 'Script Evaluation', ms: 1481 },
        { kind: 'Other', ms: 300 },
        { kind: 'Style & Layout', ms: 120 },
      ],
      scripts: [{ url: SCRIPT, totalMs: 1200, evaluationMs: 1000, parseCompileMs: 80 }],
      longTasks: [{ url: SCRIPT, startMs: 850, ms: 420 }],
      lcpElement: '<h1 class="hero"> (main > h1.hero)',
      lcpPhases: [
        { phase: 'Time to first byte', ms: 600, percent: '25%' },
        { phase: 'Render delay', ms: 1800, percent: '75%' },
      ],
    });
  });

  it('leaves out what the result does not have', () => {
    expect(whereTheTimeGoes({ audits: {} })).toEqual({
      mainThread: [],
      scripts: [],
      longTasks: [],
      lcpPhases: [],
    });
  });

  it('prints a line for each', () => {
    expect(formatWhereTheTimeGoes('landing (/)', whereTheTimeGoes(lhr))).toEqual([
      '  landing (/):',
      '    main thread 1.90 s: Script Evaluation 1.48 s, Other 300 ms, Style & Layout 120 ms',
      '    scripts: /assets/index-abc.js 1.20 s (evaluation 1.00 s, parse/compile 80 ms)',
      '    longest tasks: 420 ms at 850 ms (/assets/index-abc.js)',
      '    LCP element: <h1 class="hero"> (main > h1.hero)',
      '    LCP phases: Time to first byte 600 ms (25%), Render delay 1.80 s (75%)',
    ]);
  });
});
