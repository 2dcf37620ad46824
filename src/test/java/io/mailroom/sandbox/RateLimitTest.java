package io.mailroom.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.sandbox.SandboxHttp.Answer;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The per-key limit over real HTTP: 429 with Retry-After, and service again once the window has room. */
class RateLimitTest {

    private static final String LIST = "/v1/contact?appId=newsletter&pageSize=1";
    /** Long enough for the sliding one-second window to forget earlier requests. */
    private static final long WINDOW_MS = 1_100;

    private SandboxServer server;
    private SandboxHttp http;

    @BeforeEach
    void start() {
        server = SandboxServer.start(SandboxOptions.defaults().withRateLimit(3).withSeedContacts(5));
        http = new SandboxHttp(server);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void theRequestAfterNQuickOnesIs429UntilTheWindowHasRoom() throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            assertThat(http.get(LIST).status()).isEqualTo(200);
        }
        Answer limited = http.get(LIST);

        assertThat(limited.status()).isEqualTo(429);
        assertThat(limited.code()).isEqualTo(42900);
        assertThat(limited.message()).isEqualTo("Rate limit exceeded: 3 requests per second");
        assertThat(limited.json().get("success").asBoolean()).isFalse();
        int retryAfter = Integer.parseInt(limited.header("Retry-After"));
        assertThat(retryAfter).isEqualTo(1);
        assertThat(server.stats().rateLimited()).isEqualTo(1);

        Thread.sleep(retryAfter * 1000L);

        assertThat(http.get(LIST).status()).isEqualTo(200);
    }

    @Test
    void rejectedKeysDoNotSpendTheWindow() {
        for (int i = 0; i < 5; i++) {
            Answer rejected = http.send(HttpRequest.newBuilder(http.uri(LIST)).header("Authorization", "Bearer wrong").build());
            assertThat(rejected.status()).isEqualTo(401);
        }
        for (int i = 0; i < 3; i++) {
            assertThat(http.get(LIST).status()).isEqualTo(200);
        }
    }

    @Test
    void everyV1EndpointSharesTheKeysWindow() {
        assertThat(http.get(LIST).status()).isEqualTo(200);
        assertThat(http.get("/v1/nowhere").status()).isEqualTo(404);
        assertThat(http.sendEmail("support@mailroom.example", "ana@example.com", "Hi", "Hello").status()).isEqualTo(200);

        assertThat(http.saveContact("newsletter", "ana@example.com", "Confirmed", null).status()).isEqualTo(429);
        assertThat(server.stats().count("POST /v1/contact")).isEqualTo(1);
    }

    @Test
    void theSandboxsOwnEndpointsAreNotLimited() {
        for (int i = 0; i < 10; i++) {
            assertThat(http.get("/sandbox/stats").status()).isEqualTo(200);
        }
        assertThat(http.get(LIST).status()).isEqualTo(200);
    }

    @Test
    void theLimitCanBeChangedAndRestored() throws InterruptedException {
        assertThat(http.post("/sandbox/faults", Map.of("rateLimit", 1)).status()).isEqualTo(200);
        assertThat(http.get(LIST).status()).isEqualTo(200);
        Answer limited = http.get(LIST);
        assertThat(limited.status()).isEqualTo(429);
        assertThat(limited.message()).isEqualTo("Rate limit exceeded: 1 requests per second");

        assertThat(http.delete("/sandbox/faults").status()).isEqualTo(200);
        // The two requests above, the refused one too, count for a second: let them leave the window.
        Thread.sleep(WINDOW_MS);

        Answer next = http.get(LIST);
        int accepted = 0;
        while (next.status() == 200 && accepted < 20) {
            accepted++;
            next = http.get(LIST);
        }
        assertThat(accepted).as("back to 3 per second").isEqualTo(3);
        assertThat(next.message()).isEqualTo("Rate limit exceeded: 3 requests per second");
    }

    @Test
    void aRequestCountsWhenItArrivesNotAfterItsInjectedDelay() throws Exception {
        server.faults().rateLimit(1);
        server.faults().on("/v1/send").latency(Duration.ofMillis(1_500));
        CompletableFuture<Answer> slowSend = CompletableFuture.supplyAsync(
                () -> http.sendEmail("support@mailroom.example", "ana@example.com", "Hi", "Hello"));
        while (server.stats().count("POST /v1/send") == 0) {
            Thread.sleep(5);
        }

        // The send arrived first and fills the window, though its answer is still 1.5 s away.
        assertThat(http.get(LIST).status()).isEqualTo(429);
        assertThat(slowSend.get(20, TimeUnit.SECONDS).status()).isEqualTo(200);
    }

    @Test
    void theJavaControlChangesTheLimitToo() {
        server.faults().rateLimit(1);
        assertThat(http.get(LIST).status()).isEqualTo(200);
        assertThat(http.get(LIST).status()).isEqualTo(429);
    }
}
