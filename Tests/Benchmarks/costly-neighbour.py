#!/usr/bin/env python3
"""A good client's key latency while other addresses send costly calculations at the rate limit
(issue 27, item 2: limits by cost, not only by count).

Starts the release `calculator serve` (default rate limit: 50 requests a second per address after a
burst of 200; SQLite in a temporary folder). The good client, from 127.0.0.1, presses keys the way a
browser does (cookie and `seq`, POST, 303, GET of the page) at 10 keys a second and times each
exchange. Each attacker, from its own address (127.0.0.2, 127.0.0.3, ...), asks `/eval` for a
calculation that spends about a whole work budget (3248!%3247! and its neighbours: two large
factorials, then a remainder spanning the range; 5-15 ms of CPU here) paced at RATE requests a second, inside the count limit. Prints the good client's p50/p99/max and the
attackers' answers for each number of attackers.

Usage (after `swift build -c release --product calculator`):
    Tests/Benchmarks/costly-neighbour.py [SECONDS] [RATE] [ATTACKERS...]      # defaults: 15 50 0 1 4
CALCULATOR=path/to/calculator runs another build (an earlier release, to compare).
"""
import http.client
import os
import re
import subprocess
import sys
import tempfile
import threading
import time

seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 15.0
rate = float(sys.argv[2]) if len(sys.argv) > 2 else 50.0
attacker_counts = [int(a) for a in sys.argv[3:]] or [0, 1, 4]

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
binary = os.environ.get("CALCULATOR", os.path.join(root, ".build", "release", "calculator"))
def costly(i):
    """The i-th costly calculation: two large factorials and a remainder, never the same twice in a row."""
    return f"/eval?expr={3248 - i % 200}!%25{3247 - i % 200}!"


def start_server():
    folder = tempfile.mkdtemp(prefix="calc-neighbour-")
    server = subprocess.Popen(
        [binary, "serve", "--port", "0", "--store", "sqlite:" + os.path.join(folder, "s.sqlite"),
         "--log-level", "error", "--public", os.path.join(root, "Public")],
        stdout=subprocess.PIPE, text=True)
    port = int(server.stdout.readline().rsplit(":", 1)[1])
    return server, port


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def good_client(port, stop, latencies):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request("GET", "/")
    page = connection.getresponse()
    cookie = page.getheader("Set-Cookie").split(";")[0]
    html = page.read().decode()
    seq = int(re.search(r'name="seq" value="(\d+)"', html).group(1))
    sid = re.search(r'name="sid" value="([^"]*)"', html).group(1)
    keys = ["1", "+", "2", "="]
    next_at = time.time()
    i = 0
    while time.time() < stop:
        body = f"key={keys[i % 4].replace('+', '%2B').replace('=', '%3D')}&seq={seq}&sid={sid}"
        started = time.perf_counter()
        connection.request("POST", "/", body, {"Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"})
        answer = connection.getresponse()
        answer.read()
        location = answer.getheader("Location") or "/"
        connection.request("GET", "/" + location.split("/", 3)[-1] if "://" in location else location,
                           headers={"Cookie": cookie})
        page = connection.getresponse()
        html = page.read().decode()
        latencies.append(time.perf_counter() - started)
        seq = int(re.search(r'name="seq" value="(\d+)"', html).group(1))
        i += 1
        next_at += 0.1
        time.sleep(max(0.0, next_at - time.time()))


def attacker(port, address, stop, statuses):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30, source_address=(address, 0))
    next_at = time.time()
    i = 0
    while time.time() < stop:
        connection.request("GET", costly(i))
        i += 1
        answer = connection.getresponse()
        answer.read()
        statuses[answer.status] = statuses.get(answer.status, 0) + 1
        next_at += 1 / rate
        time.sleep(max(0.0, next_at - time.time()))


def run(attackers):
    server, port = start_server()
    try:
        stop = time.time() + seconds
        latencies, statuses = [], {}
        threads = [threading.Thread(target=good_client, args=(port, stop, latencies))]
        threads += [threading.Thread(target=attacker, args=(port, f"127.0.0.{2 + n}", stop, statuses))
                    for n in range(attackers)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        ms = [1000 * x for x in latencies]
        answers = ", ".join(f"{code}: {count}" for code, count in sorted(statuses.items())) or "none"
        print(f"{attackers} attacker(s) at {rate:g}/s: good client {len(ms)} keys, p50 {percentile(ms, 50):.1f} ms, "
              f"p99 {percentile(ms, 99):.1f} ms, max {max(ms):.1f} ms; attackers' answers {answers}")
    finally:
        server.terminate()
        server.wait()


print(f"{binary}, {seconds:g} s a run")
for count in attacker_counts:
    run(count)
