package io.mailroom.strict;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/** The strict server itself counts as it says, so a test against it without a 429 means something. */
class StrictServerTest {

    private static final String KEY = "strict-self-key-4d0a";

    @Test
    void theSixthRequestWithinOneSecondIsRefusedAndTheRefusalCountsToo() throws Exception {
        try (StrictServer server = StrictServer.start(KEY, 5, Duration.ZERO);
             HttpClient http = HttpClient.newHttpClient()) {
            server.addContacts("app", List.of("a@example.com"));
            HttpRequest list = HttpRequest.newBuilder(server.baseUrl().resolve("/v1/contact?appId=app"))
                    .header("Authorization", "Bearer " + KEY).build();
            List<CompletableFuture<HttpResponse<String>>> burst = new ArrayList<>();
            for (int i = 0; i < 7; i++) {
                burst.add(http.sendAsync(list, HttpResponse.BodyHandlers.ofString()));
            }
            List<Integer> statuses = new ArrayList<>();
            for (CompletableFuture<HttpResponse<String>> answer : burst) {
                statuses.add(answer.get().statusCode());
            }

            assertThat(statuses).filteredOn(status -> status == 200).hasSize(5);
            assertThat(statuses).filteredOn(status -> status == 429).hasSize(2);
            HttpResponse<String> refused = burst.stream().map(CompletableFuture::join)
                    .filter(answer -> answer.statusCode() == 429).findFirst().orElseThrow();
            assertThat(refused.headers().firstValue("Retry-After")).contains("1");
            assertThat(refused.body()).contains("\"success\": false");
            StrictServer.Stats stats = server.stats();
            assertThat(stats.arrivals()).isEqualTo(7);
            assertThat(stats.rateLimited()).isEqualTo(2);
            assertThat(stats.maxInAnySecond()).isEqualTo(7);
            assertThat(stats.tightestSpanMs()).isLessThan(1_000);
        }
    }

    @Test
    void anAnswerOfTheInterfaceComesBackInItsEnvelope() throws IOException, InterruptedException {
        try (StrictServer server = StrictServer.start(KEY, 5, Duration.ZERO);
             HttpClient http = HttpClient.newHttpClient()) {
            server.addContacts("app", List.of("a@example.com", "b@example.com", "c@example.com"));

            HttpResponse<String> page = http.send(HttpRequest.newBuilder(server.baseUrl().resolve("/v1/contact?appId=app&page=2&pageSize=2"))
                    .header("Authorization", "Bearer " + KEY).build(), HttpResponse.BodyHandlers.ofString());
            HttpResponse<String> noKey = http.send(HttpRequest.newBuilder(server.baseUrl().resolve("/v1/contact?appId=app")).build(),
                    HttpResponse.BodyHandlers.ofString());

            assertThat(page.statusCode()).isEqualTo(200);
            assertThat(page.body()).contains("\"code\": 0", "\"success\": true", "\"total\": 3", "\"page\": 2", "c@example.com")
                    .doesNotContain("a@example.com");
            assertThat(noKey.statusCode()).isEqualTo(401);
            assertThat(server.stats().arrivals()).isEqualTo(2);
        }
    }
}
