package io.mailroom.service.compose;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.service.FileFailure;
import io.mailroom.service.MutableClock;
import io.mailroom.service.ReadProblem.Expected;
import io.mailroom.service.ReadProblem.Found;
import io.mailroom.service.ReadProblem.Step;
import io.mailroom.service.ReadProblem.Subject;
import io.mailroom.service.ReadProblem;
import io.mailroom.service.Unreadable;
import java.io.IOException;
import java.nio.channels.ClosedByInterruptException;
import java.nio.channels.FileLockInterruptionException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Why a draft or a history line could not be read is said in plain words, with where, and never a Java class name. */
class UnreadableReasonsTest {

    private static final String TIME = "\"updated\": \"2026-03-01T09:00:00Z\"";

    @TempDir
    Path data;

    private final MutableClock clock = new MutableClock();

    private Map<String, ReadProblem> reasonsForDrafts(Map<String, byte[]> files) throws IOException {
        Path drafts = Files.createDirectories(data.resolve("drafts"));
        for (Map.Entry<String, byte[]> file : files.entrySet()) {
            Files.write(drafts.resolve(file.getKey() + "-000000000000.json"), file.getValue());
        }
        Map<String, ReadProblem> reasons = new TreeMap<>();
        for (Unreadable unreadable : new DraftStore(data, clock).list().unreadable()) {
            reasons.put(unreadable.file().getFileName().toString().replace("-000000000000.json", ""), unreadable.reason());
        }
        return reasons;
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void aDraftThatCannotBeReadIsExplainedInPlainWords() throws IOException {
        Map<String, ReadProblem> reasons = reasonsForDrafts(Map.of(
                "time", utf8("{\"name\": \"x\", \"updated\": \"yesterday\"}"),
                "flag", utf8("{\"name\": \"x\", " + TIME + ", \"html\": \"maybe\"}"),
                "values", utf8("{\"name\": \"x\", " + TIME + ", \"fields\": [\"Ada\"]}"),
                "nested", utf8("{\"name\": \"x\", " + TIME + ", \"fields\": {\"firstName\": {\"a\": 1}}}"),
                "list", utf8("[1, 2]"),
                "text", utf8("\"just text\""),
                "cut", utf8("{\"name\": \"half a dra"),
                "typo", utf8("{\"name\": \"x\",\n" + TIME + ",\n\"html\": tru}"),
                "bytes", new byte[] {'{', '"', 'n', (byte) 0xFF, '"'}));

        assertThat(reasons).containsExactlyInAnyOrderEntriesOf(Map.of(
                "time", new ReadProblem.WrongValue(List.of(Step.field("updated")), "yesterday", Expected.TIME, List.of()),
                "flag", new ReadProblem.WrongValue(List.of(Step.field("html")), "maybe", Expected.TRUE_OR_FALSE, List.of()),
                "values", new ReadProblem.WrongKind(List.of(Step.field("fields")), Expected.TEXT_MAP, List.of()),
                "nested", new ReadProblem.WrongKind(List.of(Step.field("fields"), Step.field("firstName")), Expected.TEXT, List.of()),
                "list", new ReadProblem.NotAnObject(Subject.DRAFT, Found.LIST),
                "text", new ReadProblem.NotAnObject(Subject.DRAFT, Found.TEXT),
                "cut", new ReadProblem.CutShort(Subject.DRAFT),
                "typo", new ReadProblem.NotJson(3, 9),
                "bytes", new ReadProblem.NotUtf8(4)));
        // The command line's words, as they were before the reasons became data.
        Map<String, String> english = new TreeMap<>();
        reasons.forEach((name, reason) -> english.put(name, reason.english()));
        assertThat(english).containsExactlyInAnyOrderEntriesOf(Map.of(
                "time", "the field \"updated\" is \"yesterday\", not a time like 2026-03-01T09:00:00Z",
                "flag", "the field \"html\" is \"maybe\", not true or false",
                "values", "the field \"fields\" should be names with text values, like {\"firstName\": \"Ada\"}",
                "nested", "the field \"fields > firstName\" should be text",
                "list", "not a draft: it holds a list instead",
                "text", "not a draft: it holds only text instead",
                "cut", "it ends in the middle of a draft, as if cut short",
                "typo", "not valid JSON at line 3, column 9",
                "bytes", "not UTF-8 text (byte 4 cannot be read as UTF-8)"));
        assertThat(english.values()).allSatisfy(UnreadableReasonsTest::namesNoJavaType);
    }

    /** Why the history's only line, {@code line}, is no entry this version can show. */
    private LineProblem whyNotShown(String line) throws IOException {
        SendHistory history = new SendHistory(data, clock);
        Files.writeString(history.file(), line + "\n");
        return history.entries().notShown().orElseThrow().firstProblem();
    }

    @Test
    void aHistoryLineThatCannotBeShownIsExplainedInPlainWords() throws IOException {
        Files.writeString(data.resolve("history.jsonl"), String.join("\n",
                "{\"time\": \"soon\", \"result\": \"SENT\"}",
                "{\"time\": \"2026-03-01T09:00:00Z\", \"result\": \"SENT\", \"html\": []}",
                "{\"time\": \"2026-03-01T09:00:00Z\", \"result\": \"MAYBE\"}",
                "{\"time\": \"2026-03-01T09:00:00Z\", \"result\": \"SENT\", \"to\": \"ada@example.com\"}") + "\n");

        EntriesNotShown notShown = new SendHistory(data, clock).entries().notShown().orElseThrow();

        assertThat(notShown.count()).isEqualTo(3);
        assertThat(notShown.firstProblem()).isEqualTo(new LineProblem(1,
                new ReadProblem.WrongValue(List.of(Step.field("time")), "soon", Expected.TIME, List.of())));
        assertThat(notShown.firstProblem().english()).isEqualTo("line 1: the field \"time\" is \"soon\", not a time like 2026-03-01T09:00:00Z");
        assertThat(notShown.describe()).startsWith("the history of sent emails (")
                .contains("holds 3 entries this version of Mailroom cannot show (the first, line 1: the field \"time\"");
        namesNoJavaType(notShown.describe());
        LineProblem wrongKind = whyNotShown("{\"time\": \"2026-03-01T09:00:00Z\", \"result\": \"SENT\", \"html\": []}");
        assertThat(wrongKind).isEqualTo(new LineProblem(1, new ReadProblem.WrongKind(List.of(Step.field("html")), Expected.TRUE_OR_FALSE, List.of())));
        assertThat(wrongKind.english()).isEqualTo("line 1: the field \"html\" should be true or false");
        LineProblem unknownResult = whyNotShown("{\"time\": \"2026-03-01T09:00:00Z\", \"result\": \"MAYBE\"}");
        assertThat(unknownResult).isEqualTo(new LineProblem(1, new ReadProblem.Incomplete(Subject.HISTORY_ENTRY)));
        assertThat(unknownResult.english()).isEqualTo("line 1: not a history entry: its time or result is missing, or not one Mailroom knows");
    }

    @Test
    void aHistoryLineThatIsNoJsonObjectIsExplainedInPlainWords() throws IOException {
        Files.writeString(data.resolve("history.jsonl"), "{\"time\": \"2026-03-01T09:0\n[1, 2]\n");

        DamagedLines damaged = new SendHistory(data, clock).entries().damaged().orElseThrow();

        assertThat(damaged.firstProblem()).isEqualTo(new LineProblem(1, new ReadProblem.CutShort(Subject.HISTORY_ENTRY)));
        assertThat(damaged.firstProblem().english()).isEqualTo("line 1: it ends in the middle of a history entry, as if cut short");
        assertThat(damaged.describe()).startsWith("2 lines of the history of sent emails (");
        namesNoJavaType(damaged.describe());
    }

    @Test
    void aFileTaskStoppedByAnInterruptIsToldInPlainWords() {
        assertThat(FileFailure.of(new ClosedByInterruptException()).english())
                .isEqualTo("stopped midway, as Mailroom was told to stop what it was doing");
        assertThat(FileFailure.of(new FileLockInterruptionException()).english())
                .isEqualTo("stopped midway, as Mailroom was told to stop what it was doing");
    }

    private static void namesNoJavaType(String reason) {
        assertThat(reason).doesNotContain("java.", "io.mailroom", "`", "Cannot deserialize", "Cannot construct", "JsonToken",
                "Exception", "Input length");
    }
}
