#!/usr/bin/env python3
"""A strict stand-in for the Email Delivery Service, written from its interface alone.

It is not Mailroom's sandbox: it shares no code with the client, so a test that passes
against it says the client holds against someone else's reading of the interface.

The four /v1 endpoints answer with the envelope {requestId, code, success, message, ts,
data}, behind "Authorization: Bearer <key>". Contacts live in memory. The rate limit is
read as strictly as it can be: every request that reaches /v1, whatever its key and
whatever its answer, is an arrival, stamped when the kernel received its first bytes (on
Linux; elsewhere as soon as its request line is read); when more than LIMIT arrivals fall
in any sliding second, the one that made it so is answered 429 with Retry-After (whole
seconds). Injected latency delays the answer, never the stamp.

Control endpoints (no key, never counted):
  GET  /control/stats     {"arrivals", "rateLimited", "maxInAnySecond", "tightestSpanMs" (the shortest time
                          LIMIT+1 consecutive arrivals took: under 1000 is a breach), "latencyMs",
                          "stamps" ("kernel" or "read")}
  GET  /control/arrivals  every arrival: {"t" (seconds since start), "monotonic" (CLOCK_MONOTONIC, seconds,
                          as Java's System.nanoTime counts it on Linux), "method", "target", "status"}
  POST /control/latency   {"ms": 300}
  POST /control/contacts  {"appId": "a", "emailAddresses": ["x@y.example", ...]} adds contacts
  POST /control/reset     forgets the arrivals and the counts (not the contacts)

Usage: strict_server.py [--port 0] [--key KEY] [--limit 5] [--latency-ms 0]
The first line on standard output is "listening on http://127.0.0.1:PORT".
"""

import argparse
import bisect
import json
import math
import secrets
import socket
import struct
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

WINDOW = 1.0
STATUSES = ("Confirmed", "Unsubscribed")
CONTACT_FIELDS = ("emailAddress", "status", "language", "firstName", "lastName", "phoneNumber",
                  "birthday", "company", "vipLevel", "amount", "registerDate", "source",
                  "subscriptionExpireTime", "lastActiveTime")


class Arrivals:
    """Every /v1 arrival, refused ones included, and the recent ones in the order of their stamps."""

    def __init__(self, limit):
        self.limit = limit
        self.lock = threading.Lock()
        self.recent = []
        self.log = []
        self.started = time.monotonic()
        self.rate_limited = 0
        self.max_in_any_second = 0

    def admit(self, stamp, method, target):
        """Counts the arrival; returns (entry, seconds to wait) with a wait of 0 when it is within the limit.

        Requests are handled on threads of their own, so one may be counted after a later one:
        the arrivals are kept in the order of their stamps, and every window holding this one is
        checked, the ones reaching into what already arrived after it included.
        """
        with self.lock:
            bisect.insort(self.recent, stamp)
            latest = self.recent[-1]
            while self.recent[0] <= latest - 2 * WINDOW:
                self.recent.pop(0)
            ends = [stamp] + [later for later in self.recent if stamp < later < stamp + WINDOW]
            busiest = max(sum(1 for a in self.recent if end - WINDOW < a <= end) for end in ends)
            self.max_in_any_second = max(self.max_in_any_second, busiest)
            entry = {"t": round(stamp - self.started, 6), "monotonic": stamp, "method": method, "target": target,
                     "status": None}
            self.log.append(entry)
            if busiest <= self.limit:
                return entry, 0
            self.rate_limited += 1
            # The next one fits once the LIMIT-th most recent arrival, this one counted, has left the window.
            room_at = self.recent[-self.limit] + WINDOW
            return entry, max(1, math.ceil(room_at - time.monotonic()))

    def stats(self, latency_ms):
        with self.lock:
            stamps = sorted(entry["monotonic"] for entry in self.log)
            spans = [later - earlier for earlier, later in zip(stamps, stamps[self.limit:])]
            return {"arrivals": len(self.log), "rateLimited": self.rate_limited,
                    "maxInAnySecond": self.max_in_any_second,
                    "tightestSpanMs": round(min(spans) * 1000, 1) if spans else None,
                    "latencyMs": latency_ms, "stamps": "kernel" if KernelStamps.available else "read"}

    def entries(self):
        with self.lock:
            return [dict(e) for e in self.log]

    def reset(self):
        with self.lock:
            self.recent.clear()
            self.log = []
            self.rate_limited = 0
            self.max_in_any_second = 0


class Service:
    def __init__(self, key, limit, latency_ms):
        self.key = key
        self.arrivals = Arrivals(limit)
        self.latency_ms = latency_ms
        self.lock = threading.Lock()
        self.contacts = {}  # appId -> {lower-cased email: contact}

    def add(self, app_id, email, status, data):
        now = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        with self.lock:
            book = self.contacts.setdefault(app_id, {})
            existing = book.get(email.lower())
            if existing is None:
                existing = {field: "" for field in CONTACT_FIELDS}
                existing.update({"emailAddress": email, "status": status, "vipLevel": 0,
                                 "registerDate": now, "source": "api"})
                book[email.lower()] = existing
            for name, value in (data or {}).items():
                existing[name] = value
            existing["lastActiveTime"] = now


class Refused(Exception):
    def __init__(self, status, code, message, headers=None):
        super().__init__(message)
        self.status, self.code, self.message, self.headers = status, code, message, headers or {}


class KernelStamps:
    """When the kernel received a connection's next bytes (Linux SO_TIMESTAMPNS), as time.monotonic() counts.

    The kernel stamps a packet as it arrives, before this process is even scheduled, so the count
    measures the client, not how busy this server was. Elsewhere the stamp is taken on reading.
    """

    SO_TIMESTAMPNS = 35  # asm-generic/socket.h, also SCM_TIMESTAMPNS; not in Python's socket module
    available = sys.platform.startswith("linux")

    @classmethod
    def enable(cls, connection):
        if cls.available:
            try:
                connection.setsockopt(socket.SOL_SOCKET, cls.SO_TIMESTAMPNS, 1)
            except OSError:
                cls.available = False

    @classmethod
    def next_arrival(cls, connection):
        """Waits for the next bytes without taking them; returns their stamp, or None."""
        if not cls.available:
            return None
        try:
            data, ancillary, _, _ = connection.recvmsg(1, socket.CMSG_SPACE(16), socket.MSG_PEEK)
        except OSError:
            return None
        for level, kind, payload in ancillary:
            if level == socket.SOL_SOCKET and kind == cls.SO_TIMESTAMPNS and len(payload) >= 16:
                seconds, nanos = struct.unpack("qq", payload[:16])
                return seconds + nanos / 1e9 - (time.time() - time.monotonic())
        return None


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Unbuffered: nothing of a next request is read ahead, so its bytes wait in the kernel with their stamp.
    rbufsize = 0
    service = None  # set by main

    def setup(self):
        super().setup()
        KernelStamps.enable(self.connection)

    def handle_one_request(self):
        self.kernel_stamp = KernelStamps.next_arrival(self.connection)
        super().handle_one_request()

    def parse_request(self):
        # Right after the request line is read, if the kernel gave no stamp.
        self.arrived = self.kernel_stamp if self.kernel_stamp is not None else time.monotonic()
        return super().parse_request()

    def log_message(self, format, *args):
        pass

    def do_GET(self):
        self.dispatch()

    def do_POST(self):
        self.dispatch()

    def do_DELETE(self):
        self.dispatch()

    def do_PUT(self):
        self.dispatch()

    def dispatch(self):
        url = urllib.parse.urlsplit(self.path)
        body = self.read_body()
        if url.path.startswith("/control/"):
            try:
                self.control(url.path, body)
            except (Refused, KeyError, TypeError) as refused:
                self.answer(400, {"error": str(refused)})
            return
        entry, wait = (None, 0)
        if url.path == "/v1" or url.path.startswith("/v1/"):
            entry, wait = self.service.arrivals.admit(self.arrived, self.command, self.path)
        latency = self.service.latency_ms
        if latency > 0:
            time.sleep(latency / 1000)
        try:
            if entry is None:
                raise Refused(404, 40400, "No such endpoint: " + url.path)
            self.authenticate()
            if wait:
                raise Refused(429, 42900, "Too many requests", {"Retry-After": str(wait)})
            data, message = self.route(url, body)
            status, reply = 200, envelope(0, True, message, data)
            headers = {}
        except Refused as refused:
            status, reply, headers = refused.status, envelope(refused.code, False, refused.message, None), refused.headers
        if entry is not None:
            entry["status"] = status
        self.answer(status, reply, headers)

    def read_body(self):
        left = int(self.headers.get("Content-Length") or 0)
        chunks = []
        while left > 0:
            chunk = self.rfile.read(left)  # unbuffered: may return less than asked
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)

    def authenticate(self):
        authorization = self.headers.get("Authorization") or ""
        if not authorization.startswith("Bearer ") or not authorization[7:].strip():
            raise Refused(401, 40100, "Missing bearer token")
        if not secrets.compare_digest(authorization[7:].strip().encode(), self.service.key.encode()):
            raise Refused(401, 40101, "Invalid API key")

    def route(self, url, body):
        query = dict(urllib.parse.parse_qsl(url.query, keep_blank_values=True))
        if url.path == "/v1/send" and self.command == "POST":
            email = json_object(body)
            for name in ("from", "to", "subject", "body"):
                if not isinstance(email.get(name), str) or (name != "body" and not email[name]):
                    raise Refused(400, 40001, name + ": required")
            return None, "OK"
        if url.path == "/v1/contact" and self.command == "GET":
            return self.list(query), "OK"
        if url.path == "/v1/contact" and self.command == "POST":
            return self.save(json_object(body)), "OK"
        if url.path == "/v1/contact" and self.command == "DELETE":
            return self.delete(query), "OK"
        raise Refused(405, 40500, "Method not allowed")

    def list(self, query):
        app_id = required(query, "appId")
        page = whole(query.get("page", "1"), "page")
        size = whole(query.get("pageSize", "500"), "pageSize")
        with self.service.lock:
            contacts = [dict(c) for c in self.service.contacts.get(app_id, {}).values()]
        start = (page - 1) * size
        return {"total": len(contacts), "page": page, "pageSize": size, "list": contacts[start:start + size]}

    def save(self, request):
        app_id, email, status = (request.get(name) for name in ("appId", "emailAddress", "status"))
        if not isinstance(app_id, str) or not app_id:
            raise Refused(400, 40001, "appId: required")
        if not isinstance(email, str) or "@" not in email:
            raise Refused(400, 40001, "emailAddress: required")
        if status not in STATUSES:
            raise Refused(400, 40001, "status: one of " + ", ".join(STATUSES))
        data = request.get("data") or {}
        if not isinstance(data, dict):
            raise Refused(400, 40001, "data: a map of strings")
        self.service.add(app_id, email, status, data)
        return None

    def delete(self, query):
        app_id, email = required(query, "appId"), required(query, "emailAddress")
        with self.service.lock:
            if self.service.contacts.get(app_id, {}).pop(email.lower(), None) is None:
                raise Refused(404, 40401, "No such contact")
        return None

    def control(self, path, body):
        service = self.service
        if path == "/control/stats" and self.command == "GET":
            self.answer(200, service.arrivals.stats(service.latency_ms))
        elif path == "/control/arrivals" and self.command == "GET":
            self.answer(200, service.arrivals.entries())
        elif path == "/control/latency" and self.command == "POST":
            service.latency_ms = whole(str(json_object(body).get("ms", 0)), "ms", minimum=0)
            self.answer(200, {"latencyMs": service.latency_ms})
        elif path == "/control/contacts" and self.command == "POST":
            request = json_object(body)
            for email in request.get("emailAddresses", []):
                service.add(request["appId"], email, "Confirmed", {})
            self.answer(200, {"added": len(request.get("emailAddresses", []))})
        elif path == "/control/reset" and self.command == "POST":
            service.arrivals.reset()
            self.answer(200, {"reset": True})
        else:
            self.answer(404, {"error": "no such control"})

    def answer(self, status, document, headers=None):
        payload = json.dumps(document).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(payload)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(payload)


def envelope(code, success, message, data):
    return {"requestId": "strict-" + secrets.token_hex(8), "code": code, "success": success,
            "message": message, "ts": int(time.time() * 1000), "data": data}


def json_object(body):
    try:
        value = json.loads(body.decode("utf-8")) if body else None
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise Refused(400, 40000, "Body is not JSON")
    if not isinstance(value, dict):
        raise Refused(400, 40000, "Body is not a JSON object")
    return value


def required(query, name):
    value = query.get(name)
    if not value:
        raise Refused(400, 40001, name + ": required")
    return value


def whole(text, name, minimum=1):
    try:
        value = int(text)
    except ValueError:
        raise Refused(400, 40001, name + ": a whole number")
    if value < minimum:
        raise Refused(400, 40001, name + ": at least " + str(minimum))
    return value


def main():
    parser = argparse.ArgumentParser(description="A strict arrival-counting Email Delivery Service.")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--key", default="strict-key")
    parser.add_argument("--limit", type=int, default=5)
    parser.add_argument("--latency-ms", type=int, default=0)
    options = parser.parse_args()
    Handler.service = Service(options.key, options.limit, options.latency_ms)
    # A cold client opens several connections at once: a short listen queue would drop some, and
    # the retransmitted connection would arrive a second late, hiding what the client did.
    ThreadingHTTPServer.request_queue_size = 128
    server = ThreadingHTTPServer(("127.0.0.1", options.port), Handler)
    server.daemon_threads = True
    print("listening on http://127.0.0.1:%d" % server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
