package io.mailroom.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mailroom.sandbox.SandboxHttp.Answer;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Every fault kind, armed over HTTP and in Java, and its path filter. */
class FaultInjectionTest {

    private static final String LIST = "/v1/contact?appId=crm";
    private static final Map<String, String> EMAIL =
            Map.of("from", "support@mailroom.example", "to", "a@example.com", "subject", "Hi", "body", "Hello");

    private SandboxServer server;
    private SandboxHttp http;

    @BeforeEach
    void start() {
        server = SandboxServer.start(SandboxHttp.quiet());
        http = new SandboxHttp(server);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private void arm(Map<String, ?> settings) {
        Answer answer = http.post("/sandbox/faults", settings);
        assertThat(answer.status()).as(answer.toString()).isEqualTo(200);
    }

    @Test
    void listPagesCanContradictTheSizeAsked() {
        for (int i = 0; i < 7; i++) {
            assertThat(http.saveContact("crm", "p" + i + "@example.com", "Confirmed", null).status()).isEqualTo(200);
        }
        arm(Map.of("servePageSize", 3));

        Answer larger = http.list("crm", 2, 2);
        assertThat(larger.data().get("list")).hasSize(3);
        assertThat(larger.data().get("list").get(0).get("emailAddress").asText()).isEqualTo("p3@example.com");
        assertThat(larger.data().get("pageSize").asInt()).isEqualTo(3);

        arm(Map.of("reportPageSize", 500));
        assertThat(http.list("crm", 1, 2).data().get("pageSize").asInt()).isEqualTo(500);
        assertThat(http.list("crm", 1, 2).data().get("list")).hasSize(3);

        http.delete("/sandbox/faults");
        Answer asAsked = http.list("crm", 1, 2);
        assertThat(asAsked.data().get("list")).hasSize(2);
        assertThat(asAsked.data().get("pageSize").asInt()).isEqualTo(2);
    }

    @Test
    void failNextAnswersWithTheGivenEnvelopeWithoutProcessing() {
        arm(Map.of("failNext", Map.of("count", 2, "status", 503, "code", 50300, "message", "Down for maintenance")));

        for (int i = 0; i < 2; i++) {
            Answer failed = http.post("/v1/send", EMAIL);
            assertThat(failed.status()).isEqualTo(503);
            assertThat(failed.code()).isEqualTo(50300);
            assertThat(failed.message()).isEqualTo("Down for maintenance");
            assertThat(failed.json().get("success").asBoolean()).isFalse();
            assertThat(failed.json().get("requestId").asText()).startsWith("req_");
        }
        assertThat(server.outbox()).isEmpty();

        assertThat(http.post("/v1/send", EMAIL).status()).isEqualTo(200);
        assertThat(server.outbox()).hasSize(1);
    }

    @Test
    void failNextCanCarryARetryAfter() {
        arm(Map.of("failNext", Map.of("count", 1, "status", 429, "code", 42900, "message", "Slow down", "retryAfterSeconds", 3600)));
        server.faults().failNext(1, 503, 50300, "Maintenance", Duration.ofMinutes(5));

        Answer limited = http.get(LIST);
        Answer unavailable = http.get(LIST);

        assertThat(limited.status()).isEqualTo(429);
        assertThat(limited.header("Retry-After")).isEqualTo("3600");
        assertThat(unavailable.status()).isEqualTo(503);
        assertThat(unavailable.header("Retry-After")).isEqualTo("300");
        assertThat(http.get(LIST).header("Retry-After")).isNull();
    }

    @Test
    void failNextHasDefaultsAndComesBeforeTheKeyCheck() {
        arm(Map.of("failNext", Map.of("count", 1)));

        Answer failed = http.send(HttpRequest.newBuilder(http.uri(LIST)).build());

        assertThat(failed.status()).isEqualTo(500);
        assertThat(failed.code()).isEqualTo(50000);
        assertThat(failed.message()).isEqualTo("Injected failure");
        assertThat(http.send(HttpRequest.newBuilder(http.uri(LIST)).build()).status()).isEqualTo(401);
    }

    @Test
    void malformedNextAnswers502WithAnHtmlPage() {
        server.faults().malformedNext(1);

        Answer answer = http.post("/v1/send", EMAIL);

        assertThat(answer.status()).isEqualTo(502);
        assertThat(answer.header("Content-Type")).startsWith("text/html");
        assertThat(answer.body()).isEqualTo("<html><body><h1>502 Bad Gateway</h1></body></html>");
        assertThat(server.outbox()).isEmpty();
        assertThat(http.post("/v1/send", EMAIL).status()).isEqualTo(200);
    }

    @Test
    void dropNextClosesTheConnectionWithoutAnAnswer() {
        arm(Map.of("dropNext", 1));
        HttpRequest send = http.request("/v1/send").header("Content-Type", SandboxHttp.JSON_TYPE)
                .POST(SandboxHttp.bodyOf(EMAIL)).build();

        assertThatThrownBy(() -> http.sendOrFail(send)).isInstanceOf(IOException.class);

        assertThat(server.outbox()).isEmpty();
        assertThat(server.stats().count("POST /v1/send")).isEqualTo(1);
        assertThat(http.post("/v1/send", EMAIL).status()).isEqualTo(200);
    }

    @Test
    void answerLateNextProcessesOnceEvenThoughTheClientGaveUp() throws Exception {
        server.faults().answerLateNext(1, Duration.ofSeconds(2));
        HttpRequest send = http.request("/v1/send").timeout(Duration.ofMillis(300))
                .header("Content-Type", SandboxHttp.JSON_TYPE).POST(SandboxHttp.bodyOf(EMAIL)).build();

        assertThatThrownBy(() -> http.sendOrFail(send)).isInstanceOf(HttpTimeoutException.class);

        assertThat(server.outbox()).hasSize(1);
        assertThat(server.stats().count("POST /v1/send")).isEqualTo(1);
    }

    @Test
    void answerLateNextAnswersAfterTheDelay() {
        arm(Map.of("answerLateNext", Map.of("count", 1, "delayMs", 300)));

        long started = System.nanoTime();
        Answer answer = http.post("/v1/send", EMAIL);

        assertThat(answer.status()).isEqualTo(200);
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isGreaterThanOrEqualTo(Duration.ofMillis(300));
        assertThat(server.outbox()).hasSize(1);
    }

    @Test
    void latencyDelaysEveryMatchingRequestUntilCleared() {
        arm(Map.of("latencyMs", 250));

        for (int i = 0; i < 2; i++) {
            long started = System.nanoTime();
            assertThat(http.get(LIST).status()).isEqualTo(200);
            assertThat(Duration.ofNanos(System.nanoTime() - started)).isGreaterThanOrEqualTo(Duration.ofMillis(250));
        }
    }

    @Test
    void aPathsOwnLatencyReplacesTheGeneralOne() {
        server.faults().latency(Duration.ofSeconds(5)).on("/v1/contact").latency(Duration.ZERO);

        HttpRequest quick = http.request(LIST).timeout(Duration.ofSeconds(2)).GET().build();
        assertThat(http.send(quick).status()).isEqualTo(200);
    }

    @Test
    void aPathFilterLeavesOtherPathsAlone() {
        arm(Map.of("path", "/v1/send", "failNext", Map.of("count", 1, "status", 500, "code", 50001, "message", "send broke")));

        assertThat(http.get(LIST).status()).isEqualTo(200);
        Answer send = http.post("/v1/send", EMAIL);
        assertThat(send.code()).isEqualTo(50001);
        assertThat(http.post("/v1/send", EMAIL).status()).isEqualTo(200);
    }

    @Test
    void faultsAreTakenInTheOrderTheyWereArmed() {
        server.faults().failNext(1, 500, 50000, "first").on("/v1/contact").malformedNext(1);
        server.faults().failNext(1, 503, 50300, "third");

        assertThat(http.get(LIST).message()).isEqualTo("first");
        assertThat(http.get(LIST).status()).isEqualTo(502);
        assertThat(http.get(LIST).message()).isEqualTo("third");
        assertThat(http.get(LIST).status()).isEqualTo(200);
    }

    @Test
    void faultsNeverTouchTheSandboxsOwnEndpoints() {
        server.faults().failNext(1, 500, 50000, "only for /v1");

        assertThat(http.get("/sandbox/stats").status()).isEqualTo(200);
        assertThat(http.get("/sandbox/outbox").status()).isEqualTo(200);
        assertThat(http.get(LIST).status()).isEqualTo(500);
    }

    @Test
    void clearingRemovesEveryFault() {
        arm(Map.of("latencyMs", 5_000, "failNext", Map.of("count", 5), "dropNext", 3, "rateLimit", 1));

        assertThat(http.delete("/sandbox/faults").status()).isEqualTo(200);

        HttpRequest quick = http.request(LIST).timeout(Duration.ofSeconds(2)).GET().build();
        for (int i = 0; i < 3; i++) {
            assertThat(http.send(quick).status()).isEqualTo(200);
        }
    }

    @Test
    void theStatsCountRequestsPerRoute() {
        http.get(LIST);
        http.get(LIST);
        http.post("/v1/send", EMAIL);

        Answer stats = http.get("/sandbox/stats");

        assertThat(stats.data().get("requests").get("GET /v1/contact").asLong()).isEqualTo(2);
        assertThat(stats.data().get("requests").get("POST /v1/send").asLong()).isEqualTo(1);
        assertThat(stats.data().get("rateLimited").asLong()).isZero();
        assertThat(server.stats().count("GET /v1/contact")).isEqualTo(2);
        assertThat(server.stats().requests()).doesNotContainKey("GET /sandbox/stats");
    }

    @Test
    void badFaultSettingsAreRefusedAndChangeNothing() {
        record Case(Map<String, Object> body, long code, String message) {
        }
        List<Case> cases = List.of(
                new Case(Map.of("dropNext", 1, "explode", true), 40002, "explode: is not a fault setting; allowed: "
                        + "path, latencyMs, failNext, malformedNext, dropNext, answerLateNext, rateLimit, servePageSize, reportPageSize"),
                new Case(Map.of("dropNext", 1, "malformedNext", 0), 40001, "malformedNext: must be 1 or more"),
                new Case(Map.of("dropNext", 1, "latencyMs", -5), 40001, "latencyMs: must be a whole number of 0 or more"),
                new Case(Map.of("dropNext", 1, "failNext", Map.of("count", 1, "status", 200)), 40001,
                        "failNext.status: must be an HTTP error status from 400 to 599"),
                new Case(Map.of("dropNext", 1, "failNext", Map.of("count", 1, "retries", 2)), 40002,
                        "failNext.retries: is not a fault setting; allowed: count, status, code, message, retryAfterSeconds"),
                new Case(Map.of("dropNext", 1, "answerLateNext", 3), 40001,
                        "answerLateNext: must be an object with count, delayMs"),
                new Case(Map.of("dropNext", 1, "path", "/sandbox/outbox"), 40001,
                        "path: must be a path under /v1, e.g. /v1/send"),
                new Case(Map.of("path", "/v1/send", "rateLimit", 2), 40001,
                        "rateLimit: applies to every request of an API key and takes no path"),
                new Case(Map.of("path", "/v1/contact", "servePageSize", 3), 40001,
                        "servePageSize: applies to the list of contacts only and takes no path"),
                new Case(Map.of("dropNext", 1, "reportPageSize", 0), 40001, "reportPageSize: must be 1 or more"));
        for (Case c : cases) {
            Answer answer = http.post("/sandbox/faults", c.body());
            assertThat(answer.status()).as(c.message()).isEqualTo(400);
            assertThat(answer.code()).as(c.message()).isEqualTo(c.code());
            assertThat(answer.message()).isEqualTo(c.message());
        }
        assertThat(http.post("/sandbox/faults", "[]").code()).isEqualTo(40000);

        assertThat(http.get(LIST).status()).as("no dropNext was armed").isEqualTo(200);
    }

    @Test
    void theJavaControlsRefuseNonsense() {
        SandboxFaults faults = server.faults();
        assertThatThrownBy(() -> faults.dropNext(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> faults.failNext(1, 302, 1, "redirect")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> faults.latency(Duration.ofMillis(-1))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> faults.rateLimit(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> faults.on("/sandbox/outbox")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> faults.on("/v1/send").answerLateNext(1, null)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theSandboxEndpointsAnswer404And405LikeV1() {
        Answer unknown = http.get("/sandbox/nothing");
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.code()).isEqualTo(40400);

        Answer wrongMethod = http.get("/sandbox/faults");
        assertThat(wrongMethod.status()).isEqualTo(405);
        assertThat(wrongMethod.header("Allow")).isEqualTo("POST, DELETE");
    }
}
