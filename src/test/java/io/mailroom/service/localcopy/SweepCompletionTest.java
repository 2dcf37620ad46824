package io.mailroom.service.localcopy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactPage;
import io.mailroom.api.ContactStatus;
import io.mailroom.service.ListChange;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The last check before a sweep becomes the copy: its pages must hold as many rows as page 1's total. */
class SweepCompletionTest {

    private static final Instant NOW = Instant.parse("2026-11-24T08:00:00Z");

    @TempDir
    Path data;

    private static Contact contact(String address) {
        return new Contact(address, ContactStatus.Confirmed, "en", "A", "B", "", "", "", null, "", "", "", "", "");
    }

    @Test
    void pagesHoldingFewerRowsThanTheTotalAreNoCopy() {
        try (ContactCopy copy = new LocalCopies(data, Clock.systemUTC()).open("p1", true)) {
            SweepClaim claim = SweepClaim.take(copy.database(), copy.clock(), "crm");
            SweepPages pages = new SweepPages(copy.database(), claim);
            pages.begin(new ContactPage(5, 1, 2, List.of(contact("a@example.com"), contact("b@example.com"))), 2, NOW, 1);
            pages.store(2, List.of(contact("c@example.com"), contact("d@example.com")), NOW);
            pages.store(3, List.of(), NOW);

            SweepChange change = catchThrowableOfType(SweepChange.class, () -> SweepCompletion.complete(copy.database(), claim, 5, NOW));

            assertThat(change.change()).isEqualTo(new ListChange.CountDiffers(5, 4));
            assertThat(SyncFixture.copied(copy, "crm")).isEmpty();
            assertThat(copy.lastSync("crm")).isEmpty();
        }
    }

    @Test
    void aContactWithoutAnAddressCountsTowardsTheTotalButIsNotKept() {
        try (ContactCopy copy = new LocalCopies(data, Clock.systemUTC()).open("p1", true)) {
            SweepClaim claim = SweepClaim.take(copy.database(), copy.clock(), "crm");
            new SweepPages(copy.database(), claim)
                    .begin(new ContactPage(3, 1, 500, List.of(contact("a@example.com"), contact(""), contact("b@example.com"))), 500, NOW, 1);

            SweepCompletion.Completed done = SweepCompletion.complete(copy.database(), claim, 3, NOW);

            assertThat(done.contacts()).isEqualTo(2);
            assertThat(done.stamp()).isEqualTo(new SyncStamp(NOW, 3));
            assertThat(SyncFixture.copied(copy, "crm")).containsExactly(contact("a@example.com"), contact("b@example.com"));
        }
    }
}
