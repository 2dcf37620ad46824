package io.mailroom.api;

import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * A loopback HTTP server for tests: records every request exactly as it arrived (method,
 * raw path, raw query, headers, body bytes) and answers from a script, one scripted
 * answer per request, then the fallback answer.
 */
final class RecordingServer implements AutoCloseable {

    /** One request as it arrived, and when ({@link System#nanoTime()}). Header names are compared case-insensitively. */
    record Recorded(String method, String rawPath, String rawQuery, Map<String, List<String>> headers, byte[] body,
                    long arrivedNanos) {

        Optional<String> header(String name) {
            List<String> values = headers.get(name);
            return values == null || values.isEmpty() ? Optional.empty() : Optional.of(values.getFirst());
        }

        List<String> headerValues(String name) {
            return headers.getOrDefault(name, List.of());
        }

        String bodyText() {
            return new String(body, StandardCharsets.UTF_8);
        }

        /** "GET /v1/contact?appId=x" */
        String target() {
            return method + " " + rawPath + (rawQuery == null ? "" : "?" + rawQuery);
        }
    }

    /** What the server does with one request. */
    sealed interface Action permits Reply, Drop, Hang, StallBody {
    }

    /** Answer with a status, headers and body. */
    record Reply(int status, Map<String, String> headers, String body) implements Action {

        Reply header(String name, String value) {
            Map<String, String> more = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
            more.putAll(headers);
            more.put(name, value);
            return new Reply(status, more, body);
        }
    }

    /** Close the connection without answering. */
    record Drop() implements Action {
    }

    /** Never answer until the server is closed (or {@link #releaseHangs()}), then answer 200 ok. */
    record Hang() implements Action {
    }

    /** Send 200 headers and the start of a body, then stall until released or closed: a proxy gone quiet. */
    record StallBody() implements Action {
    }

    private final HttpServer server;
    private final ExecutorService executor = Executors.newCachedThreadPool();
    private final Deque<Action> script = new ArrayDeque<>();
    private final List<Recorded> requests = new ArrayList<>();
    private final CountDownLatch hangs = new CountDownLatch(1);
    /** Null: the spec's success answer for the endpoint (an empty page for a list, null data otherwise). */
    private Action fallback;

    RecordingServer() {
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        server.setExecutor(executor);
        server.createContext("/", this::handle);
        server.start();
    }

    static Reply json(int status, String body) {
        return new Reply(status, Map.of("Content-Type", "application/json; charset=utf-8"), body);
    }

    static Reply text(int status, String contentType, String body) {
        return new Reply(status, contentType == null ? Map.of() : Map.of("Content-Type", contentType), body);
    }

    /** Queues answers for the next requests, in order. */
    synchronized RecordingServer then(Action... actions) {
        script.addAll(List.of(actions));
        return this;
    }

    /** The answer once the script has run out. */
    synchronized RecordingServer otherwise(Action action) {
        fallback = action;
        return this;
    }

    String baseUrl() {
        return "http://127.0.0.1:" + port();
    }

    int port() {
        return server.getAddress().getPort();
    }

    synchronized List<Recorded> requests() {
        return List.copyOf(requests);
    }

    synchronized Recorded only() {
        if (requests.size() != 1) {
            throw new AssertionError("expected exactly one request, got " + requests.size() + ": "
                    + requests.stream().map(Recorded::target).toList());
        }
        return requests.getFirst();
    }

    /** Waits (up to a generous bound, for a slow machine) until {@code count} requests have arrived. */
    void awaitRequests(int count) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (true) {
            synchronized (this) {
                if (requests.size() >= count) {
                    return;
                }
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("fewer than " + count + " requests arrived: " + requests());
            }
            Thread.sleep(5);
        }
    }

    void releaseHangs() {
        hangs.countDown();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            byte[] body;
            try (InputStream in = exchange.getRequestBody()) {
                body = in.readAllBytes();
            }
            Map<String, List<String>> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
            Headers received = exchange.getRequestHeaders();
            received.forEach((name, values) -> headers.put(name, List.copyOf(values)));
            Action action;
            synchronized (this) {
                requests.add(new Recorded(exchange.getRequestMethod(), exchange.getRequestURI().getRawPath(),
                        exchange.getRequestURI().getRawQuery(), headers, body, System.nanoTime()));
                action = !script.isEmpty() ? script.poll()
                        : fallback != null ? fallback
                        : json(200, exchange.getRequestMethod().equals("GET")
                                ? Envelopes.envelope(Envelopes.REQUEST_ID, 0, true, "OK", Envelopes.page(0, 1, 500))
                                : Envelopes.ok());
            }
            switch (action) {
                case Drop drop -> {
                    // Closing an exchange before its headers were sent closes the connection.
                }
                case Hang hang -> {
                    try {
                        hangs.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    answer(exchange, json(200, Envelopes.ok()));
                }
                case Reply reply -> answer(exchange, reply);
                case StallBody stall -> {
                    exchange.getResponseHeaders().add("Content-Type", "application/json; charset=utf-8");
                    try {
                        exchange.sendResponseHeaders(200, 0);
                        OutputStream out = exchange.getResponseBody();
                        out.write("{\"requestId\":".getBytes(StandardCharsets.UTF_8));
                        out.flush();
                        hangs.await();
                    } catch (IOException | InterruptedException clientGone) {
                        // The client gave up waiting; that is what the test is about.
                    }
                }
            }
        }
    }

    private static void answer(HttpExchange exchange, Reply reply) throws IOException {
        byte[] bytes = reply.body() == null ? new byte[0] : reply.body().getBytes(StandardCharsets.UTF_8);
        reply.headers().forEach((name, value) -> exchange.getResponseHeaders().add(name, value));
        try {
            exchange.sendResponseHeaders(reply.status(), bytes.length == 0 ? -1 : bytes.length);
            if (bytes.length > 0) {
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(bytes);
                }
            }
        } catch (IOException clientGone) {
            // The client timed out and hung up; nothing to answer.
        }
    }

    @Override
    public void close() {
        releaseHangs();
        server.stop(0);
        executor.shutdownNow();
    }
}
