package io.mailroom.service.compose;

import com.fasterxml.jackson.core.JacksonException;
import io.mailroom.api.InputRules;
import io.mailroom.api.InvalidInputException;
import io.mailroom.service.FileFailure;
import io.mailroom.service.ItemNames;
import io.mailroom.service.JsonProblems;
import io.mailroom.service.LocalFiles;
import io.mailroom.service.ReadProblem;
import io.mailroom.service.TemporaryFiles;
import io.mailroom.service.Unreadable;
import io.mailroom.service.Utf8Text;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Named drafts, one JSON file each in {@code <data directory>/drafts}. A save writes a temporary
 * file and renames it over the old one, so a crash mid-save leaves the previous version whole;
 * saving is cheap enough to call on every pause in typing. Names are unique ignoring case (the
 * file systems of macOS and Windows ignore it too). A file that cannot be read is set aside as
 * {@code *.corrupt-<time>} and reported, never deleted or overwritten. Temporary files left by a
 * save that was killed are removed once their writer is gone (see {@code TemporaryFiles}).
 */
public final class DraftStore {

    public static final int MAX_NAME_LENGTH = 64;
    private static final String SUFFIX = ".json";
    private static final String TEMPORARY_FILES = ".*.tmp";

    private static final System.Logger LOG = System.getLogger(DraftStore.class.getName());

    private final Path directory;
    private final Clock clock;

    public DraftStore(Path dataDirectory, Clock clock) {
        this.directory = dataDirectory.resolve("drafts");
        this.clock = clock;
    }

    /** The drafts, newest first, and the files that could not be read (now set aside). */
    public record Listing(List<Draft> drafts, List<Unreadable> unreadable) {
    }

    /** Checks a draft's name: non-blank, one line, at most 64 characters; returns it stripped. */
    public static String checkName(String name) {
        return ItemNames.check(name, "draft", MAX_NAME_LENGTH);
    }

    /**
     * Saves the draft under its (checked) name, stamped with the current time; returns what was saved.
     *
     * @throws InvalidInputException when the body is longer than any email may be ({@link InputRules#MAX_BODY_LENGTH})
     */
    public Draft save(Draft draft) {
        return save(draft, unreadable -> LOG.log(System.Logger.Level.WARNING, "the draft " + unreadable.describe()));
    }

    /**
     * Saves as {@link #save(Draft)} does (and refuses what it refuses), and tells {@code setAside} when a damaged file of the same
     * name had to be set aside first, so that the person can be told where it went.
     */
    public Draft save(Draft draft, Consumer<Unreadable> setAside) {
        Draft saved = draft.withName(checkName(draft.name())).updatedAt(clock.instant());
        InputRules.bodyLength(saved.body());
        TemporaryFiles.removeStale(directory, TEMPORARY_FILES);
        Path file = fileOf(saved.name());
        if (Files.exists(file)) {
            // Only a readable draft is replaced: a damaged one may hold text worth rescuing, so it is set aside first.
            try {
                read(file);
            } catch (UnreadableDraftException e) {
                if (e.unreadable().setAsideAs() == null) {
                    throw new LocalDataException(LocalDataException.Action.REPLACE_UNREADABLE_DRAFT, saved.name(), file, null, e);
                }
                setAside.accept(e.unreadable());
            }
        }
        try {
            LocalFiles.writeAtomically(file, LocalFiles.MAPPER.writeValueAsString(saved));
        } catch (IOException e) {
            throw new LocalDataException(LocalDataException.Action.SAVE_DRAFT, saved.name(), directory, FileFailure.of(e), e);
        }
        return saved;
    }

    /** The draft of that name (ignoring case), if there is one; a damaged file is set aside and reported. */
    public Optional<Draft> load(String name) {
        return read(fileOf(checkName(name)));
    }

    /** Deletes the draft of that name; false when there was none. */
    public boolean delete(String name) {
        Path file = fileOf(checkName(name));
        try {
            return Files.deleteIfExists(file);
        } catch (IOException e) {
            throw new LocalDataException(LocalDataException.Action.DELETE_DRAFT, name.strip(), file, FileFailure.of(e), e);
        }
    }

    public Listing list() {
        List<Draft> drafts = new ArrayList<>();
        List<Unreadable> unreadable = new ArrayList<>();
        if (!Files.isDirectory(directory)) {
            return new Listing(drafts, unreadable);
        }
        TemporaryFiles.removeStale(directory, TEMPORARY_FILES);
        try (DirectoryStream<Path> files = Files.newDirectoryStream(directory, "*" + SUFFIX)) {
            for (Path file : files) {
                try {
                    read(file).ifPresent(drafts::add);
                } catch (UnreadableDraftException e) {
                    unreadable.add(e.unreadable());
                }
            }
        } catch (IOException e) {
            throw new LocalDataException(LocalDataException.Action.LIST_DRAFTS, null, directory, FileFailure.of(e), e);
        }
        drafts.sort(Comparator.comparing(Draft::updated).reversed().thenComparing(Draft::name, String.CASE_INSENSITIVE_ORDER));
        return new Listing(drafts, unreadable);
    }

    /** Reads one draft file (empty when it was deleted meanwhile), or sets it aside and throws saying so. */
    private Optional<Draft> read(Path file) {
        ReadProblem problem;
        String text = "";
        try {
            text = Utf8Text.decode(Files.readAllBytes(file));
            Draft draft = LocalFiles.MAPPER.readValue(text, Draft.class);
            if (draft != null && draft.name() != null && draft.updated() != null) {
                return Optional.of(draft);
            }
            problem = new ReadProblem.Incomplete(ReadProblem.Subject.DRAFT);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (JacksonException e) {
            problem = JsonProblems.of(e, text, ReadProblem.Subject.DRAFT);
        } catch (Utf8Text.NotUtf8Exception e) {
            problem = new ReadProblem.NotUtf8(e.offset() + 1);
        } catch (IOException e) {
            // Not readable at all (permissions): set aside all the same.
            problem = new ReadProblem.FileUnreadable(FileFailure.of(e));
        }
        throw new UnreadableDraftException(LocalFiles.setAside(file, problem, clock));
    }

    /**
     * A readable, case-insensitive and traversal-proof file name: the name's letters and digits for
     * people looking in the folder, then a hash of the whole name so that different names never share a file.
     */
    private Path fileOf(String name) {
        String key = name.toLowerCase(Locale.ROOT);
        String readable = key.replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        if (readable.length() > 40) {
            readable = readable.substring(0, 40);
        }
        String hash;
        try {
            hash = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8)), 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
        return directory.resolve((readable.isEmpty() ? "draft" : readable) + "-" + hash + SUFFIX);
    }
}
