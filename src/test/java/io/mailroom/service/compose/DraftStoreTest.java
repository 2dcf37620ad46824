package io.mailroom.service.compose;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mailroom.api.InputRules;
import io.mailroom.api.InvalidInputException;
import io.mailroom.service.FileFailure;
import io.mailroom.service.MutableClock;
import io.mailroom.service.ReadProblem;
import io.mailroom.service.Unreadable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DraftStoreTest {

    @TempDir
    Path data;

    private final MutableClock clock = new MutableClock();

    private DraftStore store() {
        return new DraftStore(data, clock);
    }

    private static Draft draft(String name, String subject) {
        return new Draft(name, "Sandbox", "support@mailroom.example", "ada@example.com", subject, "Hello Ada,\n\nbody", true, null, null);
    }

    private List<Path> files() throws IOException {
        try (Stream<Path> files = Files.list(data.resolve("drafts"))) {
            return files.sorted().toList();
        }
    }

    @Test
    void aSavedDraftComesBackWholeAfterARestart() {
        Draft saved = store().save(draft("  Reply to Ada ", "Your order"));

        assertThat(saved.name()).isEqualTo("Reply to Ada");
        assertThat(saved.updated()).isEqualTo(clock.instant());
        Draft loaded = new DraftStore(data, clock).load("reply to ada").orElseThrow();
        assertThat(loaded).isEqualTo(saved);
        assertThat(loaded.html()).isTrue();
        assertThat(loaded.body()).isEqualTo("Hello Ada,\n\nbody");
    }

    @Test
    void saveReplacesTheSameDraftAndLeavesNoTemporaryFile() throws IOException {
        DraftStore store = store();
        store.save(draft("Ticket 42", "first"));
        clock.advance(Duration.ofSeconds(1));
        store.save(draft("TICKET 42", "second"));

        assertThat(files()).hasSize(1).allSatisfy(file -> assertThat(file.getFileName().toString()).endsWith(".json"));
        assertThat(store.load("Ticket 42").orElseThrow().subject()).isEqualTo("second");
    }

    @Test
    void listIsNewestFirstAndDeleteRemovesOne() {
        DraftStore store = store();
        store.save(draft("Older", "a"));
        clock.advance(Duration.ofMinutes(1));
        store.save(draft("Newer", "b"));
        clock.advance(Duration.ofMinutes(1));
        store.save(draft("Older", "a again"));

        assertThat(store.list().drafts()).extracting(Draft::name).containsExactly("Older", "Newer");
        assertThat(store.delete("newer")).isTrue();
        assertThat(store.delete("newer")).isFalse();
        assertThat(store.list().drafts()).extracting(Draft::name).containsExactly("Older");
        assertThat(store.load("Newer")).isEmpty();
    }

    @Test
    void namesThatLookLikePathsStayInsideTheDraftsFolder() throws IOException {
        DraftStore store = store();
        store.save(draft("../../etc/passwd", "x"));
        store.save(draft("C:\\Windows\\evil", "y"));
        store.save(draft("..", "z"));

        assertThat(files()).hasSize(3).allSatisfy(file -> assertThat(file.getParent()).isEqualTo(data.resolve("drafts")));
        assertThat(store.load("../../etc/passwd").orElseThrow().subject()).isEqualTo("x");
        assertThat(store.load("..").orElseThrow().subject()).isEqualTo("z");
    }

    @Test
    void namesMustBeOneShortLineOfText() {
        DraftStore store = store();
        assertThatThrownBy(() -> store.save(draft(" ", "x"))).hasMessage("a draft needs a name");
        assertThatThrownBy(() -> store.save(draft("two\nlines", "x"))).hasMessage("a draft's name must be one line of text");
        assertThatThrownBy(() -> store.save(draft("n".repeat(65), "x"))).hasMessageContaining("at most 64");
        assertThat(store.save(draft("n".repeat(64), "x")).name()).hasSize(64);
    }

    @Test
    void aDamagedFileIsListedAsUnreadableAndSetAsideNotDeleted() throws IOException {
        DraftStore store = store();
        store.save(draft("Good", "fine"));
        Path damaged = data.resolve("drafts").resolve("damaged-000000000000.json");
        Files.writeString(damaged, "{\"name\": \"half a dra");

        DraftStore.Listing listing = store.list();

        assertThat(listing.drafts()).extracting(Draft::name).containsExactly("Good");
        assertThat(listing.unreadable()).singleElement().satisfies(u -> {
            assertThat(u.file()).isEqualTo(damaged);
            assertThat(u.reason()).isEqualTo(new ReadProblem.CutShort(ReadProblem.Subject.DRAFT));
            assertThat(u.setAsideAs().getFileName().toString()).startsWith("damaged-000000000000.json.corrupt-20260301T090000");
            assertThat(Files.readString(u.setAsideAs())).isEqualTo("{\"name\": \"half a dra");
        });
        assertThat(damaged).doesNotExist();
        assertThat(store.list().unreadable()).as("reported once, then out of the way").isEmpty();
    }

    @Test
    void savingOverADamagedDraftKeepsTheDamagedOneAside() throws IOException {
        DraftStore store = store();
        store.save(draft("Precious", "v1"));
        Path file = files().getFirst();
        Files.writeString(file, "not json, but maybe the only copy of something");

        assertThatThrownBy(() -> store.load("Precious")).isInstanceOf(UnreadableDraftException.class)
                .hasMessageContaining("could not be read").hasMessageContaining(".corrupt-")
                .satisfies(e -> {
                    assertThat(((LocalDataException) e).action()).isEqualTo(LocalDataException.Action.READ_DRAFT);
                    assertThat(((LocalDataException) e).where()).contains(file);
                });
        store.save(draft("Precious", "v2"));
        Files.writeString(file, "damaged again");
        List<Unreadable> told = new ArrayList<>();
        store.save(draft("Precious", "v3"), told::add);

        assertThat(told).as("the one set aside on saving is told, for the pane to report").singleElement()
                .satisfies(u -> assertThat(u.setAsideAs().getFileName().toString()).contains(".corrupt-"));

        assertThat(store.load("Precious").orElseThrow().subject()).isEqualTo("v3");
        try (Stream<Path> all = Files.list(data.resolve("drafts"))) {
            assertThat(all.map(p -> p.getFileName().toString()).filter(n -> n.contains(".corrupt-"))).hasSize(2);
        }
    }

    @Test
    void draftsAreSavedAndReadOnAnInterruptedThreadAndTheInterruptIsKept() {
        // A draft is saved by a worker that closing the window interrupts.
        Thread.currentThread().interrupt();
        try {
            Draft saved = store().save(draft("Late", "saved as the window closed"));
            DraftStore.Listing listing = store().list();

            assertThat(Thread.currentThread().isInterrupted()).isTrue();
            assertThat(listing.drafts()).containsExactly(saved);
            assertThat(store().delete("Late")).isTrue();
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void aDraftWithoutNameOrTimeIsDamaged() throws IOException {
        Files.createDirectories(data.resolve("drafts"));
        Files.writeString(data.resolve("drafts").resolve("x-111111111111.json"), "{\"subject\": \"no name\"}");

        assertThat(store().list().unreadable()).singleElement()
                .satisfies(u -> assertThat(u.describe()).contains("could not be read").contains("kept as x-111111111111.json.corrupt-"));
    }

    @Test
    void whatASaveWritesIsReadBackHoweverLongItsTexts() {
        // Longer than the JSON library's own limit of 20,000,000 characters, which refused such a draft on the next read.
        String subject = "s".repeat(20_000_001);
        String body = "b".repeat(InputRules.MAX_BODY_LENGTH);
        Draft saved = store().save(new Draft("Long", null, null, null, subject, body, false, null, null));

        DraftStore.Listing listing = new DraftStore(data, clock).list();

        assertThat(listing.unreadable()).isEmpty();
        assertThat(listing.drafts()).singleElement().satisfies(draft -> {
            assertThat(draft.subject()).hasSize(20_000_001);
            assertThat(draft.body()).isEqualTo(body);
            assertThat(draft).isEqualTo(saved);
        });
    }

    @Test
    void aBodyLongerThanAnyEmailMayHaveIsNotSaved() {
        Draft huge = new Draft("Huge", null, null, null, "s", "b".repeat(InputRules.MAX_BODY_LENGTH + 1), false, null, null);

        assertThatThrownBy(() -> store().save(huge)).isInstanceOf(InvalidInputException.class)
                .hasMessage("body: must be at most 10,000,000 characters; it has 10,000,001");
        assertThat(data.resolve("drafts")).doesNotExist();
    }

    @Test
    void aDraftThatCannotBeWrittenSaysWhichDraftWhereAndWhy() throws IOException {
        // A file where the drafts' folder should be: it cannot be made, for root too.
        Files.writeString(data.resolve("drafts"), "not a folder");

        assertThatThrownBy(() -> store().save(draft("Invoice", "Your invoice"))).isInstanceOf(LocalDataException.class)
                .hasMessage("cannot save the draft \"Invoice\" in " + data.resolve("drafts") + " (already exists: " + data.resolve("drafts") + ")")
                .satisfies(e -> {
                    LocalDataException failed = (LocalDataException) e;
                    assertThat(failed.action()).isEqualTo(LocalDataException.Action.SAVE_DRAFT);
                    assertThat(failed.draftName()).contains("Invoice");
                    assertThat(failed.where()).contains(data.resolve("drafts"));
                    assertThat(failed.failure()).contains(
                            new FileFailure(FileFailure.Kind.ALREADY_EXISTS, data.resolve("drafts").toString(), null));
                });
    }

    @Test
    void listingWithNoFolderYetIsEmpty() {
        assertThat(store().list().drafts()).isEmpty();
        assertThat(data.resolve("drafts")).doesNotExist();
    }
}
