package io.mailroom.service.transfer;

import com.fasterxml.jackson.core.JacksonException;
import io.mailroom.service.FileFailure;
import io.mailroom.service.JsonProblems;
import io.mailroom.service.LocalFiles;
import io.mailroom.service.ReadProblem;
import io.mailroom.service.TemporaryFiles;
import io.mailroom.service.Unreadable;
import io.mailroom.service.Utf8Text;
import io.mailroom.service.localcopy.ContactField;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The mappings the person chose, remembered per header row (docs/decisions/056-import-header-matching.md):
 * {@code <data directory>/import-mappings.json}. The next file with the same headers (compared as
 * {@link HeaderNames#key} compares them, in the same order) is mapped the same way. Reads and changes
 * hold {@code import-mappings.lock}; a change is written to a temporary file and renamed over the old
 * one. A file that cannot be read is set aside as {@code <name>.corrupt-<UTC time>} and reported; the
 * mappings it held are forgotten, which costs the person a choice made again, never a wrong import.
 */
public final class MappingMemory {

    static final String FILE = "import-mappings.json";
    /** The most header rows remembered; the least recently chosen goes first. */
    static final int MOST = 200;

    private final Path file;
    private final Path lockFile;
    private final Clock clock;

    public MappingMemory(Path dataDirectory) {
        this(dataDirectory, Clock.systemUTC());
    }

    public MappingMemory(Path dataDirectory, Clock clock) {
        this.file = dataDirectory.resolve(FILE);
        this.lockFile = dataDirectory.resolve("import-mappings.lock");
        this.clock = clock;
    }

    public Path file() {
        return file;
    }

    /** The remembered mapping of these headers, if any, and the damaged file set aside by this reading, if any. */
    public record Recall(Optional<ColumnMapping> mapping, Optional<Unreadable> setAside) {
    }

    /** The mapping remembered for {@code headers}. */
    public Recall recall(List<String> headers) {
        if (Files.notExists(file)) {
            return new Recall(Optional.empty(), Optional.empty());
        }
        Read read = locked(this::read);
        List<String> keys = HeaderNames.keys(headers);
        Optional<ColumnMapping> mapping = read.mappings().stream()
                .filter(stored -> HeaderNames.keys(stored.headers()).equals(keys))
                .findFirst()
                .flatMap(stored -> stored.mapping(headers));
        return new Recall(mapping, read.setAside());
    }

    /**
     * Remembers {@code mapping} for its headers, in place of what was remembered for them. A damaged
     * file is set aside first (returned) and a new one begun: remembering is never refused.
     */
    public Optional<Unreadable> remember(ColumnMapping mapping) {
        return locked(() -> {
            Read read = read();
            List<String> keys = HeaderNames.keys(mapping.headers());
            List<StoredMapping> mappings = new ArrayList<>();
            mappings.add(StoredMapping.of(mapping));
            read.mappings().stream()
                    .filter(stored -> !HeaderNames.keys(stored.headers()).equals(keys))
                    .limit(MOST - 1)
                    .forEach(mappings::add);
            TemporaryFiles.removeStaleBeside(file);
            LocalFiles.writeAtomically(file, LocalFiles.MAPPER.writerWithDefaultPrettyPrinter()
                    .writeValueAsString(new MappingsFile(mappings)));
            return read.setAside();
        });
    }

    private <T> T locked(LocalFiles.Locked<T> action) {
        try {
            return LocalFiles.whileLocked(lockFile, action);
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": " + FileFailure.of(e).english(), e);
        }
    }

    private record Read(List<StoredMapping> mappings, Optional<Unreadable> setAside) {
    }

    /** Reads the file; one that cannot be read is set aside. Only under the lock. */
    private Read read() {
        String text = "";
        ReadProblem problem;
        try {
            text = Utf8Text.decode(Files.readAllBytes(file));
            MappingsFile stored = LocalFiles.MAPPER.readValue(text, MappingsFile.class);
            problem = stored == null ? new ReadProblem.NotAnObject(ReadProblem.Subject.IMPORT_MAPPINGS, ReadProblem.Found.NULL)
                    : stored.problem();
            if (problem == null) {
                return new Read(stored.mappings(), Optional.empty());
            }
        } catch (NoSuchFileException e) {
            return new Read(List.of(), Optional.empty());
        } catch (JacksonException e) {
            problem = JsonProblems.of(e, text, ReadProblem.Subject.IMPORT_MAPPINGS);
        } catch (Utf8Text.NotUtf8Exception e) {
            problem = new ReadProblem.NotUtf8(e.offset() + 1);
        } catch (IOException e) {
            problem = new ReadProblem.FileUnreadable(FileFailure.of(e));
        }
        return new Read(List.of(), Optional.of(LocalFiles.setAside(file, problem, clock)));
    }

    /** The file as it is written: the most recently chosen mapping first. */
    record MappingsFile(List<StoredMapping> mappings) {

        ReadProblem problem() {
            if (mappings == null) {
                return new ReadProblem.WrongKind(List.of(ReadProblem.Step.field("mappings")), ReadProblem.Expected.LIST, List.of());
            }
            for (int i = 0; i < mappings.size(); i++) {
                StoredMapping mapping = mappings.get(i);
                if (mapping == null) {
                    return new ReadProblem.WrongKind(List.of(ReadProblem.Step.field("mappings"), ReadProblem.Step.item(i + 1)),
                            ReadProblem.Expected.OBJECT, List.of());
                }
                if (mapping.headers() == null || mapping.fields() == null || mapping.headers().size() != mapping.fields().size()) {
                    return new ReadProblem.Incomplete(ReadProblem.Subject.IMPORT_MAPPINGS);
                }
            }
            return null;
        }
    }

    /** A mapping as the file holds it: the headers, and for each the spec name of its field, or null when ignored. */
    record StoredMapping(List<String> headers, List<String> fields) {

        static StoredMapping of(ColumnMapping mapping) {
            return new StoredMapping(mapping.headers(),
                    mapping.columns().stream().map(column -> column.field().map(ContactField::specName).orElse(null)).toList());
        }

        /**
         * The mapping for {@code headers} (the file's own spelling); empty when a field is not one
         * this version imports (a newer Mailroom's), so that the headers are mapped afresh instead.
         */
        Optional<ColumnMapping> mapping(List<String> headers) {
            List<Optional<ContactField>> mapped = new ArrayList<>();
            for (String name : fields) {
                Optional<ContactField> field = name == null ? Optional.empty() : ContactField.ofSpecName(name);
                if (name != null && (field.isEmpty() || !ColumnMapping.IMPORTABLE.contains(field.get()))) {
                    return Optional.empty();
                }
                mapped.add(field);
            }
            try {
                return Optional.of(ColumnMapping.of(headers, mapped, ColumnMapping.Origin.CHOSEN));
            } catch (IllegalArgumentException twoColumnsForOneField) {
                return Optional.empty();
            }
        }
    }
}
