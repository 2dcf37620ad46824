package io.mailroom.service.localcopy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mailroom.service.ItemNames;
import io.mailroom.service.ReadProblem;
import io.mailroom.service.Unreadable;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SegmentStoreTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-24T08:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path data;

    private SegmentStore store() {
        return new SegmentStore(data, "p1", CLOCK);
    }

    private static Segment segment(String name, String appId, String find, String... filters) {
        return new Segment(name, appId, find, Stream.of(filters).map(Filter::parse).toList());
    }

    @Test
    void segmentsAreSavedPerApplicationAndListedByName() {
        SegmentStore store = store();
        store.save(segment("Germans", "newsletter", "", "language=de"));
        store.save(segment("big spenders", "newsletter", "gmail", "vip=3..", "amount=present"));
        store.save(segment("Germans", "onboarding", "", "language=de", "status=Confirmed"));

        SegmentStore.Listing newsletter = new SegmentStore(data, "p1").list("newsletter");
        assertThat(newsletter.segments()).containsExactly(segment("big spenders", "newsletter", "gmail", "vip=3..", "amount=present"),
                segment("Germans", "newsletter", "", "language=de"));
        assertThat(newsletter.notShown()).isZero();
        assertThat(newsletter.setAside()).isEmpty();
        assertThat(store.list("onboarding").segments()).extracting(Segment::filters)
                .containsExactly(List.of(Filter.parse("language=de"), Filter.parse("status=Confirmed")));
        assertThat(store.list("vip-club").segments()).isEmpty();
        assertThat(store.file()).isEqualTo(data.resolve("segments").resolve("p1.json"));
    }

    @Test
    void aSegmentIsFoundByItsNameIgnoringCaseAndSavingTheSameNameReplacesIt() {
        SegmentStore store = store();
        store.save(segment("Germans", "newsletter", "", "language=de"));
        store.save(segment("GERMANS", "newsletter", "müller", "language=de", "language=at"));

        assertThat(store.find("newsletter", "germans")).contains(segment("GERMANS", "newsletter", "müller", "language=de", "language=at"));
        assertThat(store.list("newsletter").segments()).hasSize(1);
        assertThat(store.find("onboarding", "germans")).isEmpty();
    }

    @Test
    void aSegmentIsRenamedUnlessAnotherHasTheName() {
        SegmentStore store = store();
        store.save(segment("Germans", "newsletter", "", "language=de"));
        store.save(segment("French", "newsletter", "", "language=fr"));
        store.save(segment("Germans", "onboarding", "", "language=de"));

        assertThat(store.rename("newsletter", "germans", " German speakers ")).isEqualTo(segment("German speakers", "newsletter", "", "language=de"));
        assertThat(store.list("newsletter").segments()).extracting(Segment::name).containsExactly("French", "German speakers");
        assertThat(store.rename("newsletter", "French", "FRENCH").name()).as("a name may change case").isEqualTo("FRENCH");

        assertThatThrownBy(() -> store.rename("newsletter", "FRENCH", "german SPEAKERS"))
                .isInstanceOfSatisfying(SegmentException.class, refused -> {
                    assertThat(refused.reason()).isEqualTo(SegmentException.Reason.NAME_TAKEN);
                    assertThat(refused.name()).contains("German speakers");
                    assertThat(refused.appId()).contains("newsletter");
                });
        assertThatThrownBy(() -> store.rename("newsletter", "Spanish", "Españoles"))
                .isInstanceOfSatisfying(SegmentException.class, refused -> assertThat(refused.reason()).isEqualTo(SegmentException.Reason.NOT_FOUND));
        assertThatThrownBy(() -> store.rename("newsletter", "FRENCH", " ")).isInstanceOf(IllegalArgumentException.class);
        assertThat(store.list("onboarding").segments()).extracting(Segment::name).containsExactly("Germans");
    }

    @Test
    void aSegmentIsDeleted() {
        SegmentStore store = store();
        store.save(segment("Germans", "newsletter", "", "language=de"));
        store.save(segment("Germans", "onboarding", "", "language=de"));

        assertThat(store.delete("newsletter", "GERMANS")).isTrue();
        assertThat(store.delete("newsletter", "GERMANS")).isFalse();
        assertThat(store.list("newsletter").segments()).isEmpty();
        assertThat(store.list("onboarding").segments()).hasSize(1);
    }

    @Test
    void namesAreOneLineOfAtMost64Characters() {
        assertThatThrownBy(() -> segment("", "newsletter", "")).hasMessage("a segment needs a name")
                .isInstanceOfSatisfying(ItemNames.RefusedException.class, refused -> assertThat(refused.rule()).isEqualTo(ItemNames.Rule.BLANK));
        assertThatThrownBy(() -> segment("two\nlines", "newsletter", "")).hasMessage("a segment's name must be one line of text")
                .isInstanceOfSatisfying(ItemNames.RefusedException.class,
                        refused -> assertThat(refused.rule()).isEqualTo(ItemNames.Rule.NOT_ONE_LINE));
        assertThatThrownBy(() -> segment("x".repeat(65), "newsletter", "")).hasMessage("a segment's name must be at most 64 characters")
                .isInstanceOfSatisfying(ItemNames.RefusedException.class, refused -> {
                    assertThat(refused.rule()).isEqualTo(ItemNames.Rule.TOO_LONG);
                    assertThat(refused.maxLength()).isEqualTo(Segment.MAX_NAME_LENGTH);
                });
        assertThatThrownBy(() -> segment("Germans", " ", "")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aDamagedFileIsSetAsideAndReportedNeverEmptied() throws Exception {
        SegmentStore store = store();
        store.save(segment("Germans", "newsletter", "", "language=de"));
        byte[] damaged = "{\"segments\": [{\"name\": \"Germans\", \"appId\": \"newsl".getBytes(StandardCharsets.UTF_8);
        Files.write(store.file(), damaged);

        SegmentStore.Listing listing = store.list("newsletter");

        assertThat(listing.segments()).isEmpty();
        Unreadable unreadable = listing.setAside().orElseThrow();
        assertThat(unreadable.reason()).isEqualTo(new ReadProblem.CutShort(ReadProblem.Subject.SEGMENTS));
        assertThat(unreadable.setAsideAs().getFileName().toString()).isEqualTo("p1.json.corrupt-20261124T080000000Z");
        assertThat(Files.readAllBytes(unreadable.setAsideAs())).isEqualTo(damaged);
        assertThat(store.file()).doesNotExist();

        store.save(segment("French", "newsletter", "", "language=fr"));
        assertThat(store.list("newsletter")).satisfies(after -> {
            assertThat(after.segments()).extracting(Segment::name).containsExactly("French");
            assertThat(after.setAside()).isEmpty();
        });
        assertThat(Files.readAllBytes(unreadable.setAsideAs())).as("what was set aside stays").isEqualTo(damaged);
    }

    @Test
    void aChangeThatMeetsADamagedFileIsNotMadeAndSaysWhy() throws Exception {
        SegmentStore store = store();
        Files.createDirectories(store.file().getParent());
        Files.writeString(store.file(), "[\"not\", \"segments\"]");

        assertThatThrownBy(() -> store.save(segment("French", "newsletter", "", "language=fr")))
                .isInstanceOfSatisfying(SegmentException.class, refused -> {
                    assertThat(refused.reason()).isEqualTo(SegmentException.Reason.FILE_DAMAGED);
                    assertThat(refused.unreadable().orElseThrow().reason())
                            .isEqualTo(new ReadProblem.NotAnObject(ReadProblem.Subject.SEGMENTS, ReadProblem.Found.LIST));
                    assertThat(refused.getMessage()).contains("not a list of segments: it holds a list instead").contains("nothing was changed");
                });
        assertThat(store.list("newsletter").segments()).isEmpty();
        store.save(segment("French", "newsletter", "", "language=fr"));
        assertThat(store.find("newsletter", "french")).isPresent();
    }

    @Test
    void whatMakesAFileNoListOfSegmentsIsSaid() throws Exception {
        SegmentStore store = store();
        Files.createDirectories(store.file().getParent());
        Files.writeString(store.file(), "{\"segments\": {\"name\": \"Germans\"}}");
        assertThat(store.list("newsletter").setAside().orElseThrow().reason())
                .isEqualTo(new ReadProblem.WrongKind(List.of(ReadProblem.Step.field("segments")), ReadProblem.Expected.LIST, List.of()));

        Files.writeString(store.file(), "{\"segments\": [{\"name\": \"Germans\", \"find\": \"\"}]}");
        assertThat(store.list("newsletter").setAside().orElseThrow().reason()).isEqualTo(new ReadProblem.Incomplete(ReadProblem.Subject.SEGMENTS));

        Files.writeString(store.file(), "{}");
        assertThat(store.list("newsletter").setAside().orElseThrow().reason()).isInstanceOf(ReadProblem.WrongKind.class);

        Files.write(store.file(), new byte[] {'{', (byte) 0xff, '}'});
        assertThat(store.list("newsletter").setAside().orElseThrow().reason()).isEqualTo(new ReadProblem.NotUtf8(2));
        try (Stream<Path> files = Files.list(store.file().getParent())) {
            assertThat(files.filter(file -> file.getFileName().toString().startsWith("p1.json.corrupt-"))).hasSize(4);
        }
    }

    @Test
    void aSegmentOfANewerMailroomIsKeptAsItIsAndItsNameStaysTaken() throws Exception {
        SegmentStore store = store();
        Files.createDirectories(store.file().getParent());
        Files.writeString(store.file(), """
                {"segments": [
                  {"name": "Recent", "appId": "newsletter", "find": "", "filters": ["opened=2026-01-01.."]},
                  {"name": "Germans", "appId": "newsletter", "find": "", "filters": ["language=de"]}
                ]}""");

        assertThat(store.list("newsletter")).satisfies(listing -> {
            assertThat(listing.segments()).extracting(Segment::name).containsExactly("Germans");
            assertThat(listing.notShown()).isEqualTo(1);
        });
        assertThatThrownBy(() -> store.save(segment("recent", "newsletter", "", "language=fr")))
                .isInstanceOfSatisfying(SegmentException.class, refused -> assertThat(refused.reason()).isEqualTo(SegmentException.Reason.NAME_TAKEN));
        assertThat(store.delete("newsletter", "Recent")).isFalse();
        store.save(segment("French", "newsletter", "", "language=fr"));
        assertThat(Files.readString(store.file())).contains("\"opened=2026-01-01..\"");
    }

    @Test
    void segmentsOutliveTheLocalCopy() {
        LocalCopies copies = new LocalCopies(data, CLOCK);
        try (OpenCopies open = new OpenCopies(copies)) {
            open.of("p1", true);
            copies.segmentsOf("p1").save(segment("Germans", "newsletter", "", "language=de"));
            assertThat(open.forget("p1")).isTrue();
        }
        assertThat(copies.fileOf("p1")).doesNotExist();
        assertThat(copies.segmentsOf("p1").file()).isEqualTo(store().file());
        assertThat(store().find("newsletter", "Germans")).isPresent();
    }

    @Test
    void aProfileIdThatIsNoFileNameIsRefused() {
        assertThatThrownBy(() -> new SegmentStore(data, "../elsewhere")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aSegmentAsksForItsContacts() {
        Segment germans = segment("Germans", "newsletter", "müller", "language=de");
        assertThat(germans.query(Sort.BY_ADDRESS)).isEqualTo(new ContactQuery("newsletter", "müller", List.of(Filter.parse("language=de")),
                Sort.BY_ADDRESS));
    }
}
