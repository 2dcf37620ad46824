package io.mailroom.service.localcopy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import io.mailroom.api.ContactStatus;
import io.mailroom.api.SaveContactRequest;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** What each completed sync found changed, after the list was changed through the sandbox's API between two syncs. */
@Timeout(120)
class ChangeLogTest {

    private static final String APP = "crm";

    @TempDir
    Path data;

    private SyncFixture fixture;
    private ChangeLog log;

    @BeforeEach
    void start() {
        fixture = new SyncFixture(data, 0, 1000);
        fixture.sandbox.storeContacts(APP, IntStream.range(0, 30)
                .mapToObj(i -> """
                        {"emailAddress":"c%d@example.com","status":"Confirmed","firstName":"First%d","lastName":"Last%d",
                         "vipLevel":%d,"registerDate":"2024-01-01T00:00:00Z","source":"import","lastActiveTime":"2024-02-01T00:00:00Z",
                         "loyalty":"gold"}""".formatted(i, i, i, i % 5))
                .collect(Collectors.joining(",", "[", "]")));
        log = new ChangeLog(fixture.copy);
    }

    @AfterEach
    void stop() {
        fixture.close();
    }

    private SyncReport sync() {
        return new ContactSync(fixture.copy, fixture.client).run(APP, SyncListener.NONE);
    }

    @Test
    void theFirstSyncOfAnApplicationRecordsNoChanges() {
        SyncReport report = sync();

        assertThat(report.contacts()).isEqualTo(30);
        assertThat(report.changes()).isEmpty();
        assertThat(log.sets(APP)).isEmpty();
    }

    @Test
    void aSyncRecordsTheContactsAddedRemovedAndChangedWithTheirFields() {
        SyncStamp first = sync().stamp();
        fixture.other.saveContact(new SaveContactRequest(APP, "new1@example.com", ContactStatus.Confirmed, Map.of()));
        fixture.other.saveContact(new SaveContactRequest(APP, "new2@example.com", ContactStatus.Confirmed, Map.of()));
        fixture.other.deleteContact(APP, "c3@example.com");
        fixture.other.saveContact(new SaveContactRequest(APP, "c7@example.com", ContactStatus.Confirmed,
                Map.of("firstName", "Renamed", "vipLevel", "4")));
        fixture.other.saveContact(new SaveContactRequest(APP, "c8@example.com", ContactStatus.Confirmed, Map.of("company", "Fabrikam")));

        SyncReport report = sync();

        ChangeSummary summary = report.changes().orElseThrow();
        assertThat(summary).isEqualTo(new ChangeSummary(summary.id(), APP, report.stamp().syncedAt(), first.syncedAt(), 2, 1, 2));
        assertThat(log.sets(APP)).containsExactly(summary);
        List<ContactChange> changes = log.changes(summary.id());
        assertThat(changes).extracting(ContactChange::kind, ContactChange::address).containsExactly(
                tuple(ContactChange.Kind.ADDED, "new1@example.com"),
                tuple(ContactChange.Kind.ADDED, "new2@example.com"),
                tuple(ContactChange.Kind.CHANGED, "c7@example.com"),
                tuple(ContactChange.Kind.CHANGED, "c8@example.com"),
                tuple(ContactChange.Kind.REMOVED, "c3@example.com"));
        assertThat(changes.get(0).fields()).isEmpty();
        assertThat(changes.get(2).fields()).containsExactly(
                new FieldChange("firstName", "First7", "Renamed"),
                new FieldChange("vipLevel", "2", "4"),
                new FieldChange("lastActiveTime", "2024-02-01T00:00:00Z", changes.get(2).fields().get(2).after()));
        assertThat(changes.get(3).fields()).extracting(FieldChange::field).containsExactly("company", "lastActiveTime");
        assertThat(changes.get(4).fields()).contains(
                new FieldChange("emailAddress", "c3@example.com", null),
                new FieldChange("firstName", "First3", null),
                new FieldChange("vipLevel", "3", null),
                new FieldChange("loyalty", "gold", null));
    }

    @Test
    void aSyncThatFindsNothingChangedSaysSoSinceTheOneBefore() {
        SyncStamp first = sync().stamp();

        ChangeSummary summary = sync().changes().orElseThrow();

        assertThat(summary.none()).isTrue();
        assertThat(summary.since()).isEqualTo(first.syncedAt());
        assertThat(log.changes(summary.id())).isEmpty();
    }

    @Test
    void onlyTheLatestSetsOfEachApplicationAreKept() {
        sync();
        new ContactSync(fixture.copy, fixture.client).run("vip-club", SyncListener.NONE);
        new ContactSync(fixture.copy, fixture.client).run("vip-club", SyncListener.NONE);
        long oldest = 0;
        for (int i = 0; i < ChangeLog.KEPT + 2; i++) {
            fixture.other.saveContact(new SaveContactRequest(APP, "round" + i + "@example.com", ContactStatus.Confirmed, Map.of()));
            long id = sync().changes().orElseThrow().id();
            oldest = i == 0 ? id : oldest;
        }

        List<ChangeSummary> sets = log.sets(APP);
        assertThat(sets).hasSize(ChangeLog.KEPT);
        assertThat(sets).extracting(ChangeSummary::id).isSortedAccordingTo((a, b) -> Long.compare(b, a));
        assertThat(sets.getFirst().added()).isOne();
        assertThat(log.changes(oldest)).isEmpty();
        assertThat(log.changes(sets.getLast().id())).hasSize(1);
        assertThat(log.sets("vip-club")).as("another application's sets are its own").hasSize(1);
    }
}
