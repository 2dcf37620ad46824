package io.mailroom.service.transfer;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.service.ReadProblem;
import io.mailroom.service.Unreadable;
import io.mailroom.service.localcopy.ContactField;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A mapping the person chose is remembered for the same header row; a damaged file is set aside and said. */
class MappingMemoryTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-24T10:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path data;

    private static ColumnMapping chosen() {
        return ColumnMapping.suggested(List.of("Mail", "Kundennummer", "Name"))
                .with(0, Optional.of(ContactField.EMAIL_ADDRESS))
                .with(2, Optional.of(ContactField.LAST_NAME));
    }

    @Test
    void aChosenMappingComesBackForTheSameHeadersWrittenAnotherWay() {
        MappingMemory memory = new MappingMemory(data, CLOCK);
        assertThat(memory.remember(chosen())).isEmpty();

        MappingMemory.Recall recall = new MappingMemory(data, CLOCK).recall(List.of("MAIL", "kunden-nummer", "name "));

        ColumnMapping mapping = recall.mapping().orElseThrow();
        assertThat(mapping.headers()).containsExactly("MAIL", "kunden-nummer", "name ");
        assertThat(mapping.columns()).extracting(ColumnMapping.Column::field)
                .containsExactly(Optional.of(ContactField.EMAIL_ADDRESS), Optional.empty(), Optional.of(ContactField.LAST_NAME));
        assertThat(recall.setAside()).isEmpty();
    }

    @Test
    void otherHeadersOrAnotherOrderRecallNothing() {
        MappingMemory memory = new MappingMemory(data, CLOCK);
        memory.remember(chosen());

        assertThat(memory.recall(List.of("Name", "Kundennummer", "Mail")).mapping()).isEmpty();
        assertThat(memory.recall(List.of("Mail", "Kundennummer")).mapping()).isEmpty();
    }

    @Test
    void aNewChoiceForTheSameHeadersReplacesTheOldAndOthersAreKept() {
        MappingMemory memory = new MappingMemory(data, CLOCK);
        memory.remember(chosen());
        ColumnMapping other = ColumnMapping.suggested(List.of("Adresse", "Vorname")).with(0, Optional.of(ContactField.EMAIL_ADDRESS));
        memory.remember(other);
        ColumnMapping changed = chosen().with(1, Optional.of(ContactField.COMPANY));
        memory.remember(changed);

        assertThat(memory.recall(chosen().headers()).mapping()).contains(changed);
        assertThat(memory.recall(other.headers()).mapping().orElseThrow().columnOf(ContactField.EMAIL_ADDRESS)).isPresent();
    }

    @Test
    void theFileIsReplacedWholeAndNoTemporaryFileStays() throws IOException {
        new MappingMemory(data, CLOCK).remember(chosen());

        try (Stream<Path> files = Files.list(data)) {
            assertThat(files.map(file -> file.getFileName().toString()))
                    .containsExactlyInAnyOrder("import-mappings.json", "import-mappings.lock");
        }
        assertThat(Files.readString(data.resolve("import-mappings.json"))).contains("\"lastName\"").contains("\"Kundennummer\"");
    }

    @Test
    void aDamagedFileIsSetAsideAndSaidAndANewOneBegun() throws IOException {
        Path file = data.resolve("import-mappings.json");
        Files.writeString(file, "{\"mappings\": [{\"headers\": [\"Mail\"], \"fie", StandardCharsets.UTF_8);
        MappingMemory memory = new MappingMemory(data, CLOCK);

        MappingMemory.Recall recall = memory.recall(chosen().headers());

        assertThat(recall.mapping()).isEmpty();
        Unreadable unreadable = recall.setAside().orElseThrow();
        assertThat(unreadable.reason()).isInstanceOf(ReadProblem.CutShort.class);
        assertThat(unreadable.setAsideAs()).hasFileName("import-mappings.json.corrupt-20261124T100000000Z");
        assertThat(unreadable.setAsideAs()).hasContent("{\"mappings\": [{\"headers\": [\"Mail\"], \"fie");
        assertThat(unreadable.describe()).contains("a list of remembered import mappings");

        assertThat(memory.remember(chosen())).isEmpty();
        assertThat(memory.recall(chosen().headers()).mapping().orElseThrow().columns()).extracting(ColumnMapping.Column::field)
                .containsExactly(Optional.of(ContactField.EMAIL_ADDRESS), Optional.empty(), Optional.of(ContactField.LAST_NAME));
    }

    @Test
    void aMappingWhoseHeadersAndFieldsDifferInNumberIsDamage() throws IOException {
        Files.writeString(data.resolve("import-mappings.json"),
                "{\"mappings\": [{\"headers\": [\"Mail\", \"Name\"], \"fields\": [\"emailAddress\"]}]}");

        MappingMemory.Recall recall = new MappingMemory(data, CLOCK).recall(List.of("Mail", "Name"));

        assertThat(recall.setAside().orElseThrow().reason()).isEqualTo(new ReadProblem.Incomplete(ReadProblem.Subject.IMPORT_MAPPINGS));
    }
}
