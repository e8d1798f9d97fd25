#!/usr/bin/env python3
"""Request overhead and client-name search latency against a running server (issue #17).

Usage: ops/bench/lookups.py http://127.0.0.1:8080 [--rounds 300]

Signs in as the demo admin and times, over one keep-alive connection and one request at a
time, a small query (`{me{userId}}`: the viewer and nothing else, so the time is the request
overhead) and `casesByClientName` for a few needles. Prints p50/p95/p99 in milliseconds as the
client saw them (loopback adds well under 0.1 ms). Run it once with the server started with
`CASEBOARD_LOOKUP_CACHE=off` for the baseline.
"""

import argparse
import http.client
import json
import statistics
import time
import urllib.parse

NEEDLES = ["ar", "son", "smith", "garcia, m", "lee, j", "zzq"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("--rounds", type=int, default=300)
    args = parser.parse_args()
    url = urllib.parse.urlparse(args.url)
    conn = http.client.HTTPConnection(url.hostname, url.port or 80)

    def gql(query, variables=None, token=None):
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        body = json.dumps({"query": query, "variables": variables or {}})
        started = time.perf_counter()
        conn.request("POST", "/graphql", body, headers)
        answer = json.loads(conn.getresponse().read())
        return answer, (time.perf_counter() - started) * 1000

    login = "mutation($e:String!,$p:String!){login(email:$e,password:$p){token}}"
    answer, _ = gql(login, {"e": "admin@caseboard.demo", "p": "caseboard"})
    token = answer["data"]["login"]["token"]

    def measure(name, query, variables=None, rounds=args.rounds):
        gql(query, variables, token)  # warm
        times = []
        for _ in range(rounds):
            answer, ms = gql(query, variables, token)
            assert "errors" not in answer, answer
            times.append(ms)
        times.sort()
        q = lambda p: times[min(len(times) - 1, int(p * len(times)))]
        hits = ""
        if "casesByClientName" in query:
            hits = f" ({len(answer['data']['casesByClientName'])} hits)"
        print(f"{name:<32} p50 {statistics.median(times):7.2f}  p95 {q(0.95):7.2f}  p99 {q(0.99):7.2f} ms{hits}")

    measure("{me{userId}}", "{me{userId}}")
    search = "query($n:String!){casesByClientName(name:$n){caseId}}"
    for needle in NEEDLES:
        measure(f"casesByClientName({needle!r})", search, {"n": needle}, max(20, args.rounds // 5))


if __name__ == "__main__":
    main()
