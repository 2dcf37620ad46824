package io.mailroom.service.compose;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HistoryFileTest {

    @TempDir
    Path data;

    private final MutableClock clock = new MutableClock();

    private SentEmail entry(String to, String subject, String requestId, SendResult result) {
        return new SentEmail(clock.instant(), "Production", "support@mailroom.example", to, subject, "Body of " + subject,
                false, requestId, result, result == SendResult.SENT ? null : "why");
    }

    @Test
    void entriesComeBackNewestFirstWithEveryField() {
        SendHistory history = new SendHistory(data, clock);
        SentEmail first = entry("ada@example.com", "First", "req-1", SendResult.SENT);
        history.record(first);
        clock.advance(Duration.ofMinutes(1));
        history.record(entry("bob@example.com", "Second", null, SendResult.OUTCOME_UNKNOWN));
        history.record(entry("cy@example.com", "Third, same minute", null, SendResult.FAILED));

        SendHistory.Listing listing = new SendHistory(data, clock).entries();

        assertThat(listing.unreadable()).isEmpty();
        assertThat(listing.entries()).extracting(SentEmail::subject).containsExactly("Third, same minute", "Second", "First");
        assertThat(listing.entries().getLast()).isEqualTo(first);
        assertThat(history.file()).isEqualTo(data.resolve("history.jsonl"));
    }

    @Test
    void searchNeedsEveryWordInFromToSubjectProfileOrRequestIdIgnoringCase() {
        SendHistory history = new SendHistory(data, clock);
        history.record(entry("ada@example.com", "Your invoice", "req-AAA", SendResult.SENT));
        history.record(entry("bob@example.com", "Invoice reminder", "req-BBB", SendResult.SENT));

        assertThat(history.search("INVOICE").entries()).hasSize(2);
        assertThat(history.search("invoice ada").entries()).extracting(SentEmail::to).containsExactly("ada@example.com");
        assertThat(history.search("req-bbb").entries()).extracting(SentEmail::to).containsExactly("bob@example.com");
        assertThat(history.search("production support@").entries()).hasSize(2);
        assertThat(history.search("invoice carol").entries()).isEmpty();
        // The body is kept but not searched: the fields named are what a person recognises an email by.
        assertThat(history.search("\"Body of\"").entries()).isEmpty();
    }

    @Test
    void aDamagedFileIsSetAsideWholeAndItsReadableEntriesGoOn() throws IOException {
        SendHistory history = new SendHistory(data, clock);
        history.record(entry("ada@example.com", "Kept", "req-1", SendResult.SENT));
        Files.writeString(history.file(), Files.readString(history.file()) + "{\"time\": \"2026-03-01T09:0", java.nio.file.StandardOpenOption.TRUNCATE_EXISTING);
        String damaged = Files.readString(history.file());

        SendHistory.Listing listing = history.entries();

        assertThat(listing.entries()).extracting(SentEmail::subject).containsExactly("Kept");
        Unreadable unreadable = listing.unreadable().orElseThrow();
        assertThat(unreadable.reason()).startsWith("line 2: ");
        assertThat(unreadable.setAsideAs().getFileName().toString()).startsWith("history.jsonl.corrupt-");
        assertThat(Files.readString(unreadable.setAsideAs())).isEqualTo(damaged);

        clock.advance(Duration.ofSeconds(1));
        history.record(entry("bob@example.com", "After", "req-2", SendResult.SENT));
        SendHistory.Listing after = history.entries();
        assertThat(after.unreadable()).isEmpty();
        assertThat(after.entries()).extracting(SentEmail::subject).containsExactly("After", "Kept");
    }

    @Test
    void aFileOfGarbageIsNeverEmptiedInPlace() throws IOException {
        Files.writeString(data.resolve("history.jsonl"), "garbage\n");
        SendHistory history = new SendHistory(data, clock);

        SendHistory.Listing listing = history.entries();

        assertThat(listing.entries()).isEmpty();
        assertThat(listing.unreadable()).isPresent();
        try (Stream<Path> files = Files.list(data)) {
            List<Path> corrupt = files.filter(p -> p.getFileName().toString().contains(".corrupt-")).toList();
            assertThat(corrupt).singleElement().satisfies(p -> assertThat(Files.readString(p)).isEqualTo("garbage\n"));
        }
    }

    @Test
    void openAsNewDraftKeepsTheWholeEmail() {
        SentEmail sent = entry("ada@example.com", "Again", "req-9", SendResult.SENT);
        Draft draft = sent.asDraft("Again for Ada");
        assertThat(draft).isEqualTo(new Draft("Again for Ada", "Production", "support@mailroom.example", "ada@example.com",
                "Again", "Body of Again", false, null, null));
        assertThat(new DraftStore(data, clock).save(draft).updated()).isEqualTo(clock.instant());
    }

    @Test
    void noFileYetIsAnEmptyHistory() {
        assertThat(new SendHistory(data, clock).entries().entries()).isEmpty();
    }
}
