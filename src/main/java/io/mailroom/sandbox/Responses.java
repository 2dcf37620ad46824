package io.mailroom.sandbox;

import com.sun.net.httpserver.HttpExchange;
import io.mailroom.api.Envelope;
import io.mailroom.api.Json;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/** Writes answers onto an exchange. */
final class Responses {


    private Responses() {
    }

    static void envelope(HttpExchange exchange, String requestId, Reply reply) throws IOException {
        Envelope<Object> envelope = new Envelope<>(requestId, reply.code(), reply.success(), reply.message(),
                System.currentTimeMillis(), reply.data());
        reply.headers().forEach(exchange.getResponseHeaders()::set);
        send(exchange, reply.status(), Json.CONTENT_TYPE, SandboxJson.MAPPER.writeValueAsBytes(envelope));
    }

    static void html(HttpExchange exchange, int status, String page) throws IOException {
        send(exchange, status, "text/html; charset=utf-8", page.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Closing an exchange before any response header was sent makes the JDK server close the
     * connection itself, which the client sees as a connection reset with no answer at all.
     */
    static void drop(HttpExchange exchange) {
        exchange.close();
    }

    private static void send(HttpExchange exchange, int status, String contentType, byte[] body) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", contentType);
        if (exchange.getRequestMethod().equals("HEAD")) {
            // A HEAD answer has no body, and the JDK server warns when given a length for one.
            exchange.sendResponseHeaders(status, -1);
            return;
        }
        exchange.sendResponseHeaders(status, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }
}
