#!/usr/bin/env python3
"""How far a flood of new sessions takes a SQLite store past --max-sessions.

Starts the release `calculator serve` on a fresh SQLite file with the cap given, has CLIENTS
keep-alive connections post a key without a cookie as fast as the server answers (each post stores
a new session), reads the session count from the file every few milliseconds, and prints the
highest count seen beside the cap.

Usage (after `swift build -c release --product calculator`):
    Tests/Benchmarks/session-cap-flood.py [CAP] [CLIENTS] [SECONDS]      # defaults: 1000 32 20
CALCULATOR=path/to/calculator runs another build.
"""
import http.client
import os
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time

cap = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
clients = int(sys.argv[2]) if len(sys.argv) > 2 else 32
seconds = float(sys.argv[3]) if len(sys.argv) > 3 else 20.0

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
binary = os.environ.get("CALCULATOR", os.path.join(root, ".build", "release", "calculator"))
folder = tempfile.mkdtemp(prefix="calc-flood-")
database = os.path.join(folder, "sessions.db")
server = subprocess.Popen(
    [binary, "serve", "--port", "0", "--store", "sqlite:" + database, "--max-sessions", str(cap),
     "--rate-limit", "0", "--log-level", "error", "--public", os.path.join(root, "Public")],
    stdout=subprocess.PIPE, text=True)
port = int(server.stdout.readline().rsplit(":", 1)[1])

stop = time.time() + seconds
posted = [0] * clients
failed = [0] * clients


def flood(index):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    while time.time() < stop:
        try:
            connection.request("POST", "/", body="key=7",
                               headers={"Content-Type": "application/x-www-form-urlencoded"})
            response = connection.getresponse()
            response.read()
            posted[index] += 1
            if response.status != 200:
                failed[index] += 1
        except (OSError, http.client.HTTPException):
            failed[index] += 1
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)


peak = 0
samples = 0


def sample():
    global peak, samples
    reader = sqlite3.connect(database, timeout=5)
    while time.time() < stop + 1:
        try:
            peak = max(peak, reader.execute("SELECT COUNT(*) FROM session").fetchone()[0])
            samples += 1
        except sqlite3.Error:
            pass
        time.sleep(0.002)


threads = [threading.Thread(target=flood, args=(i,)) for i in range(clients)]
threads.append(threading.Thread(target=sample))
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
final = sqlite3.connect(database).execute("SELECT COUNT(*) FROM session").fetchone()[0]
server.terminate()
server.wait()
print(f"cap {cap}, {clients} clients, {seconds:g} s: {sum(posted)} new sessions ({sum(failed)} failed), "
      f"highest count {peak} of {samples} samples ({100 * (peak - cap) / cap:+.1f}% of the cap), {final} at the end")
