package io.mailroom.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the command line says of answers the sandbox never gives: a loopback server answering the same every time. */
class CliServiceAnswersTest {

    /** A send is recorded in the history: here, never in the person's data directory. */
    @TempDir
    Path dataDir;

    private HttpServer server;
    private final AtomicInteger requests = new AtomicInteger();
    private volatile int status = 200;
    private volatile Map<String, String> headers = Map.of();
    private volatile String body = "";

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            try (exchange) {
                requests.incrementAndGet();
                exchange.getRequestBody().readAllBytes();
                byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
                exchange.getResponseHeaders().add("Content-Type", "application/json; charset=utf-8");
                headers.forEach((name, value) -> exchange.getResponseHeaders().add(name, value));
                exchange.sendResponseHeaders(status, bytes.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(bytes);
                }
            }
        });
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private void answer(int httpStatus, long code, boolean success, String message) {
        status = httpStatus;
        body = "{\"requestId\":\"req_cli\",\"code\":" + code + ",\"success\":" + success + ",\"message\":\"" + message
                + "\",\"ts\":1,\"data\":null}";
    }

    private CliRun run(String... args) {
        return CliRun.of(Map.of("MAILROOM_BASE_URL", "http://127.0.0.1:" + server.getAddress().getPort(),
                "MAILROOM_API_KEY", "k", "MAILROOM_DATA_DIR", dataDir.toString()), "", args);
    }

    @Test
    void successTrueButCode5IsCalledAContradictionNotOk() {
        answer(200, 5, true, "OK");

        CliRun result = run("contacts", "delete", "--app", "x", "--email", "a@example.com");

        assertThat(result.exitCode()).as(result.toString()).isEqualTo(4);
        assertThat(result.err().strip()).isEqualTo("mailroom: The service's answer contradicts itself: success true but code 5"
                + " (it said \"OK\"); Mailroom counts it as failed (HTTP 200, code 5, requestId req_cli)");
        assertThat(requests.get()).isEqualTo(1);
    }

    @Test
    void aSendAnsweredSuccessTrueButCode5MayHaveBeenSent() {
        answer(200, 5, true, "OK");

        CliRun result = run("send", "--from", "support@mailroom.example", "--to", "ada@example.com", "--subject", "Hi",
                "--body", "x");

        assertThat(result.exitCode()).as(result.toString()).isEqualTo(6);
        assertThat(result.err()).contains("may have been sent").contains("contradicts itself: success true but code 5");
    }

    private static final String AN_HOUR_FROM_NOW = "asked to wait 1 h, until (\\w{3} \\d{1,2} \\w{3} )?\\d\\d:\\d\\d local time";

    @Test
    void aServiceAskingToWaitAnHourIsToldAtOnceWithUntilWhen() {
        answer(429, 42900, false, "Too many requests");
        headers = Map.of("Retry-After", "3600");

        CliRun result = run("contacts", "delete", "--app", "x", "--email", "a@example.com");

        assertThat(result.exitCode()).as(result.toString()).isEqualTo(4);
        assertThat(result.err().strip()).startsWith("mailroom: The service is rate limiting this API key and ")
                .containsPattern(AN_HOUR_FROM_NOW).contains("nothing more was sent. Try again then").contains("requestId req_cli");
        assertThat(requests.get()).isEqualTo(1);
    }

    @Test
    void aBulkDeleteStopsSendingWhenTheServiceAsksToWaitAnHour() {
        answer(429, 42900, false, "Too many requests");
        headers = Map.of("Retry-After", "3600");
        String[] args = new String[5 + 2 * 30];
        System.arraycopy(new String[] {"contacts", "delete", "--app", "x", "--json"}, 0, args, 0, 5);
        for (int i = 0; i < 30; i++) {
            args[5 + 2 * i] = "--email";
            args[6 + 2 * i] = "person" + i + "@example.com";
        }

        CliRun result = run(args);

        assertThat(result.exitCode()).as(result.toString()).isEqualTo(4);
        assertThat(result.err().lines()).as(result.toString()).singleElement().asString().containsPattern(AN_HOUR_FROM_NOW);
        assertThat(result.out()).contains("\"CANCELLED\"");
        assertThat(requests.get()).isLessThan(30);
    }
}
