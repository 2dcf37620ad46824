package io.mailroom.ui.activity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mailroom.api.ActivityRecord;
import io.mailroom.api.ApiKey;
import io.mailroom.api.ClientConfig;
import io.mailroom.api.CredentialsRejectedException;
import io.mailroom.api.ServiceClient;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.ActivityLog;
import io.mailroom.service.profiles.ProfileService;
import io.mailroom.service.profiles.TestProfiles;
import io.mailroom.service.secrets.KeychainDouble;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Messages;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The activity list without the FX thread: the filter, the count, the bound, and live requests to a sandbox. */
class ActivityViewModelTest {

    private static final String KEY = "activity-key-7c21";

    private static ActivityRecord record(String method, String path, Integer status, Long code, String message, String requestId, boolean ok) {
        return new ActivityRecord(Instant.parse("2026-03-01T10:15:30Z"), method, path, status, code, message, requestId,
                Duration.ofMillis(42), 1, ok);
    }

    private static final ActivityRecord LISTED = record("GET", "/v1/contact", 200, 0L, "OK", "req_aa01", true);
    private static final ActivityRecord SAVED = record("POST", "/v1/contact", 200, 0L, "OK", "req_bb02", true);
    private static final ActivityRecord LIMITED = record("POST", "/v1/send", 429, 429L, "Too many requests", "req_cc03", false);
    private static final ActivityRecord UNREACHABLE = record("DELETE", "/v1/contact", null, null, "Connection refused", null, false);

    private final TestProfiles profiles = new TestProfiles(new KeychainDouble());
    private ProfileService service;
    private SandboxServer sandbox;

    @AfterEach
    void cleanUp() throws Exception {
        if (sandbox != null) {
            sandbox.close();
        }
        if (service != null) {
            service.close();
        }
        profiles.close();
    }

    private static ActivityViewModel modelOf(ActivityRecord... records) {
        ActivityLog log = new ActivityLog();
        for (ActivityRecord record : records) {
            log.record(record);
        }
        return new ActivityViewModel(log, Async.sameThread());
    }

    @Test
    void listsTheLogNewestFirstAndCountsIt() {
        ActivityViewModel model = modelOf(LISTED, SAVED, LIMITED);

        assertThat(model.shown()).containsExactly(LIMITED, SAVED, LISTED);
        assertThat(model.countProperty().get()).isEqualTo(Messages.text("activity.count", 3));
        assertThat(modelOf(LISTED).countProperty().get()).isEqualTo(Messages.text("activity.count", 1));
    }

    @Test
    void theCountIsWordedAndPluralisedInTheChosenLanguage() {
        try {
            Messages.use(Locale.GERMAN);
            assertThat(modelOf(LISTED).countProperty().get()).isEqualTo("1 Anfrage");
            ActivityViewModel model = modelOf(LISTED, SAVED, LIMITED);
            assertThat(model.countProperty().get()).isEqualTo("3 Anfragen");
            model.failuresOnlyProperty().set(true);
            assertThat(model.countProperty().get()).isEqualTo("1 von 3 angezeigt");
            Messages.use(Locale.FRENCH);
            assertThat(modelOf().countProperty().get()).as("French counts zero in the singular").isEqualTo("0 requête");
            assertThat(modelOf(LISTED, SAVED).countProperty().get()).isEqualTo("2 requêtes");
            Messages.use(Locale.of("es"));
            assertThat(modelOf(LISTED).countProperty().get()).isEqualTo("1 solicitud");
            Messages.use(Locale.GERMAN);
            assertThat(ActivityText.count(1234, 1234, false)).isEqualTo("1.234 Anfragen");
            assertThat(ActivityText.millis(Duration.ofMillis(2500))).isEqualTo("2.500 ms");
        } finally {
            Messages.use(Locale.ENGLISH);
        }
    }

    @Test
    void theFilterMatchesEveryColumnAPersonReadsIgnoringCase() {
        ActivityViewModel model = modelOf(LISTED, SAVED, LIMITED, UNREACHABLE);

        model.filterProperty().set("delete");
        assertThat(model.shown()).containsExactly(UNREACHABLE);
        model.filterProperty().set("/V1/SEND");
        assertThat(model.shown()).containsExactly(LIMITED);
        model.filterProperty().set("429");
        assertThat(model.shown()).containsExactly(LIMITED);
        model.filterProperty().set("REQ_BB02");
        assertThat(model.shown()).containsExactly(SAVED);
        model.filterProperty().set("refused");
        assertThat(model.shown()).containsExactly(UNREACHABLE);
        model.filterProperty().set("200");
        assertThat(model.shown()).containsExactly(SAVED, LISTED);
        assertThat(model.countProperty().get()).isEqualTo(Messages.text("activity.count.filtered", 2, 4));
    }

    @Test
    void everyWordOfTheFilterMustMatchSomewhere() {
        ActivityViewModel model = modelOf(LISTED, SAVED, LIMITED, UNREACHABLE);

        model.filterProperty().set("  post   contact ");
        assertThat(model.shown()).containsExactly(SAVED);
        model.filterProperty().set("post nothing-like-this");
        assertThat(model.shown()).isEmpty();
        assertThat(model.countProperty().get()).isEqualTo(Messages.text("activity.count.filtered", 0, 4));
        model.filterProperty().set("   ");
        assertThat(model.shown()).hasSize(4);
        assertThat(model.countProperty().get()).isEqualTo(Messages.text("activity.count", 4));
    }

    @Test
    void failuresOnlyKeepsTheFailedRequestsAndCombinesWithTheText() {
        ActivityViewModel model = modelOf(LISTED, SAVED, LIMITED, UNREACHABLE);

        model.failuresOnlyProperty().set(true);
        assertThat(model.shown()).containsExactly(UNREACHABLE, LIMITED);
        assertThat(model.countProperty().get()).isEqualTo(Messages.text("activity.count.filtered", 2, 4));
        model.filterProperty().set("send");
        assertThat(model.shown()).containsExactly(LIMITED);
        model.failuresOnlyProperty().set(false);
        model.filterProperty().set("");
        assertThat(model.shown()).hasSize(4);
    }

    @Test
    void staysWithinTheLogsBoundDroppingTheOldest() {
        ActivityLog log = new ActivityLog(3);
        log.record(LISTED);
        ActivityViewModel model = new ActivityViewModel(log, Async.sameThread());
        log.record(SAVED);
        log.record(LIMITED);
        log.record(UNREACHABLE);

        assertThat(model.shown()).containsExactly(UNREACHABLE, LIMITED, SAVED);
        assertThat(model.total()).isEqualTo(3);
    }

    @Test
    void requestsToTheServiceAppearAsTheyEndWithStatusAndRequestId() {
        sandbox = SandboxServer.start(SandboxOptions.defaults().withApiKey(KEY).withRateLimit(1000).withSeedContacts(12));
        service = profiles.start();
        ActivityViewModel model = new ActivityViewModel(service.connections().activity(), Async.sameThread());
        assertThat(model.shown()).isEmpty();

        try (ServiceClient client = service.connections().open(ClientConfig.of(sandbox.baseUrl().toString(), ApiKey.of(KEY)))) {
            String requestId = client.listContacts("newsletter", 1, 5).requestId();

            assertThat(model.shown()).singleElement().satisfies(row -> {
                assertThat(row.method()).isEqualTo("GET");
                assertThat(row.path()).startsWith("/v1/contact");
                assertThat(row.httpStatus()).isEqualTo(200);
                assertThat(row.code()).isZero();
                assertThat(row.requestId()).isEqualTo(requestId);
                assertThat(row.ok()).isTrue();
            });
        }
        try (ServiceClient wrongKey = service.connections().open(ClientConfig.of(sandbox.baseUrl().toString(), ApiKey.of("not-the-key")))) {
            assertThatThrownBy(() -> wrongKey.listContacts("newsletter", 1, 5)).isInstanceOf(CredentialsRejectedException.class);
        }

        assertThat(model.shown()).hasSize(2);
        ActivityRecord rejected = model.shown().getFirst();
        assertThat(rejected.httpStatus()).isEqualTo(401);
        assertThat(rejected.requestId()).startsWith("req_");
        assertThat(rejected.ok()).isFalse();
        model.failuresOnlyProperty().set(true);
        assertThat(model.shown()).containsExactly(rejected);
        assertThat(model.countProperty().get()).isEqualTo(Messages.text("activity.count.filtered", 1, 2));
    }
}
