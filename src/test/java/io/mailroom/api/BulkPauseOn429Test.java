package io.mailroom.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.service.BulkExecutor;
import io.mailroom.service.BulkListener;
import io.mailroom.service.BulkReport;
import java.time.Duration;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * A 429 pauses the whole bulk queue, not one item: after the service asks for two
 * seconds, no request of the job reaches it until they have passed, and no item is lost.
 */
class BulkPauseOn429Test {

    @Test
    void aRateLimitAnswerHoldsBackEveryItemNotYetStarted() throws InterruptedException {
        try (RecordingServer server = new RecordingServer()) {
            String ok = Envelopes.ok();
            server.then(RecordingServer.json(200, ok), RecordingServer.json(200, ok),
                    RecordingServer.json(429, Envelopes.envelope("req-429", 42900, false, "Rate limit exceeded", "null"))
                            .header("Retry-After", "2"));
            ClientConfig config = ClientConfig.of(server.baseUrl(), TestClients.API_KEY).withRateLimit(4);
            List<SaveContactRequest> items = IntStream.range(0, 8)
                    .mapToObj(i -> InputRules.saveContact("app", "bulk" + i + "@example.com", "Confirmed", null))
                    .toList();
            BulkReport<SaveContactRequest> report;
            try (ServiceClient client = new ServiceClient(config,
                    new RateLimiter(4, RateLimiters.DEFAULT_MARGIN, TimeSource.SYSTEM), TimeSource.SYSTEM, ActivitySink.NONE)) {
                report = new BulkExecutor(8).start(items, client::saveContact, BulkListener.none()).await();
            }

            assertThat(report.allSucceeded()).as(report.summary()).isTrue();
            List<RecordingServer.Recorded> arrivals = server.requests();
            assertThat(arrivals).hasSize(9);
            long rateLimitedAt = arrivals.get(2).arrivedNanos();
            long pause = Duration.ofSeconds(2).toNanos();
            // The first four started together before any answer; every later one waited out the pause.
            assertThat(arrivals.subList(4, 9)).allSatisfy(later ->
                    assertThat(later.arrivedNanos() - rateLimitedAt).isGreaterThanOrEqualTo(pause));
        }
    }
}
