#!/usr/bin/env python3
"""The move overhead of a CECP engine: from the start position under
`level 40 0:40 0`, `time T` and `otim T`, the wall time from `go` to
`move` (as the referee counts it) less the time of the engine's last
thinking line (an upper bound: the search goes on after that line).

    python3 move_overhead.py VARIANTS CLOCKS_CS REPEATS
    e.g. python3 move_overhead.py ./variants 4000,1000,200,50 3

The engine runs as `nice -n 19 VARIANTS xboard --variant grant-acedrex
--preset fairymax`."""
import subprocess, sys, time
eng = sys.argv[1]; times = [int(x) for x in sys.argv[2].split(',')]; reps = int(sys.argv[3])
p = subprocess.Popen(['nice', '-n', '19', eng, 'xboard', '--variant', 'grant-acedrex', '--preset', 'fairymax'],
                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
def send(s): p.stdin.write(s + '\n'); p.stdin.flush()
def readline(): return p.stdout.readline().strip()
send('xboard'); send('protover 2')
while 'done=1' not in readline(): pass
for cs in times:
    for r in range(reps):
        send('new'); send('variant grande-acedrex'); send('post'); send('level 40 0:40 0')
        send('ping 1')
        while readline() != 'pong 1': pass
        send(f'time {cs}'); send(f'otim {cs}')
        t0 = time.monotonic(); send('go')
        last = None
        while True:
            l = readline()
            if l.startswith('move '): break
            w = l.split()
            if len(w) >= 4 and w[0].isdigit(): last = int(w[2])
        wall = time.monotonic() - t0
        send('force')
        print(f'time {cs/100:.2f}s: wall {wall*1000:.0f} ms, engine {last*10 if last is not None else -1} ms, overhead {wall*1000 - (last or 0)*10:.0f} ms', flush=True)
send('quit')
