package io.mailroom.service.localcopy;

import com.fasterxml.jackson.core.JacksonException;
import io.mailroom.service.FileFailure;
import io.mailroom.service.JsonProblems;
import io.mailroom.service.LocalFiles;
import io.mailroom.service.ReadProblem;
import io.mailroom.service.TemporaryFiles;
import io.mailroom.service.Unreadable;
import io.mailroom.service.Utf8Text;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * One profile's saved segments: {@code <data directory>/segments/<profile id>.json}
 * (docs/decisions/052-segments-live-beside-the-copy.md). They are the person's work, not a cache:
 * forgetting the local copy leaves them. Every read and change holds {@code <profile id>.lock}, as the
 * history of sent emails does (docs/decisions/021-history-lock.md), so that two Mailroom processes
 * saving at once both keep their segment; a change is written to a temporary file and renamed over
 * the old one, so that a crash leaves the old list or the new one, never half of either.
 *
 * <p>A file that cannot be read is set aside as {@code <name>.corrupt-<UTC time>} and reported,
 * never emptied: {@link #list} says so, and a change that meets it is not made
 * ({@link SegmentException.Reason#FILE_DAMAGED}); the next change begins a new list. A segment whose
 * filters this version cannot read (a newer Mailroom's) is not listed, stays in the file as it is,
 * and keeps its name taken.
 */
public final class SegmentStore {

    static final String FOLDER = "segments";

    private final Path file;
    private final Path lockFile;
    private final Clock clock;

    public SegmentStore(Path dataDirectory, String profileId) {
        this(dataDirectory, profileId, Clock.systemUTC());
    }

    public SegmentStore(Path dataDirectory, String profileId, Clock clock) {
        Path folder = dataDirectory.resolve(FOLDER);
        String name = LocalCopies.fileName(profileId);
        this.file = folder.resolve(name + ".json");
        this.lockFile = folder.resolve(name + ".lock");
        this.clock = clock;
    }

    public Path file() {
        return file;
    }

    /**
     * An application's segments by name, how many of its segments this version cannot show, and the
     * damaged file set aside by this reading, if any.
     */
    public record Listing(List<Segment> segments, int notShown, Optional<Unreadable> setAside) {

        public Listing {
            segments = List.copyOf(segments);
        }
    }

    public Listing list(String appId) {
        Read read = readLocked();
        List<Segment> segments = new ArrayList<>();
        int notShown = 0;
        for (StoredSegment stored : read.segments()) {
            if (stored.appId().equals(appId)) {
                Optional<Segment> segment = stored.segment();
                segment.ifPresent(segments::add);
                notShown += segment.isEmpty() ? 1 : 0;
            }
        }
        segments.sort(Comparator.comparing(Segment::name, String.CASE_INSENSITIVE_ORDER));
        return new Listing(segments, notShown, read.setAside());
    }

    /**
     * The application's segment of that name, ignoring case.
     *
     * @throws SegmentException {@link SegmentException.Reason#FILE_DAMAGED} when the file could not be read (it is set aside)
     */
    public Optional<Segment> find(String appId, String name) {
        Read read = readLocked();
        read.setAside().ifPresent(unreadable -> {
            throw SegmentException.damaged(unreadable);
        });
        return read.segments().stream().filter(named(appId, name)).findFirst().flatMap(StoredSegment::segment);
    }

    /**
     * Saves the segment: a new one, or in place of the application's segment of the same name
     * (ignoring case). Returns what was saved.
     *
     * @throws SegmentException {@link SegmentException.Reason#NAME_TAKEN} when the name is a segment's this version cannot show
     */
    public Segment save(Segment segment) {
        return change(segments -> {
            StoredSegment stored = StoredSegment.of(segment);
            int at = indexOf(segments, segment.appId(), segment.name());
            if (at < 0) {
                segments.add(stored);
            } else if (segments.get(at).segment().isEmpty()) {
                throw SegmentException.nameTaken(segment.appId(), segments.get(at).name());
            } else {
                segments.set(at, stored);
            }
            return segment;
        });
    }

    /**
     * Gives the application's segment {@code name} the name {@code newName}; returns it renamed.
     *
     * @throws SegmentException {@link SegmentException.Reason#NOT_FOUND} when there is no such segment,
     *                          {@link SegmentException.Reason#NAME_TAKEN} when another segment has the new name
     */
    public Segment rename(String appId, String name, String newName) {
        String checked = Segment.checkName(newName);
        return change(segments -> {
            int at = indexOf(segments, appId, name);
            Optional<Segment> renaming = at < 0 ? Optional.empty() : segments.get(at).segment();
            if (renaming.isEmpty()) {
                throw SegmentException.notFound(appId, name);
            }
            int taken = indexOf(segments, appId, checked);
            if (taken >= 0 && taken != at) {
                throw SegmentException.nameTaken(appId, segments.get(taken).name());
            }
            Segment renamed = renaming.get().withName(checked);
            segments.set(at, StoredSegment.of(renamed));
            return renamed;
        });
    }

    /** Deletes the application's segment of that name (ignoring case); false when there was none. */
    public boolean delete(String appId, String name) {
        return change(segments -> {
            int at = indexOf(segments, appId, name);
            if (at < 0 || segments.get(at).segment().isEmpty()) {
                return false;
            }
            segments.remove(at);
            return true;
        });
    }

    /**
     * Deletes every segment of the profile, with the file: the profile is being removed
     * (docs/decisions/052-segments-live-beside-the-copy.md). The lock file stays: deleting it
     * while another process waits on it would let two writers in.
     *
     * @return whether there was a file
     */
    public boolean forget() {
        if (Files.notExists(file)) {
            return false;
        }
        return locked(() -> Files.deleteIfExists(file));
    }

    /** A change to the list of stored segments, made under the lock; it returns what the caller gets. */
    @FunctionalInterface
    private interface Change<T> {
        T apply(List<StoredSegment> segments);
    }

    private <T> T change(Change<T> change) {
        return locked(() -> {
            Read read = read();
            if (read.setAside().isPresent()) {
                throw SegmentException.damaged(read.setAside().get());
            }
            List<StoredSegment> segments = new ArrayList<>(read.segments());
            T result = change.apply(segments);
            TemporaryFiles.removeStaleBeside(file);
            LocalFiles.writeAtomically(file, LocalFiles.MAPPER.writerWithDefaultPrettyPrinter()
                    .writeValueAsString(new SegmentsFile(segments)));
            return result;
        });
    }

    /** The file as it is; a profile that never saved a segment gets neither the folder nor the lock made for it. */
    private Read readLocked() {
        return Files.exists(file) ? locked(this::read) : new Read(List.of(), Optional.empty());
    }

    private <T> T locked(LocalFiles.Locked<T> action) {
        try {
            return LocalFiles.whileLocked(lockFile, action);
        } catch (IOException e) {
            throw SegmentException.failed(file, FileFailure.of(e), e);
        }
    }

    private static Predicate<StoredSegment> named(String appId, String name) {
        return stored -> stored.appId().equals(appId) && stored.name().equalsIgnoreCase(name.strip());
    }

    private static int indexOf(List<StoredSegment> segments, String appId, String name) {
        Predicate<StoredSegment> named = named(appId, name);
        for (int i = 0; i < segments.size(); i++) {
            if (named.test(segments.get(i))) {
                return i;
            }
        }
        return -1;
    }

    /** What the file holds, or that it was damaged and set aside (then it holds nothing to change). */
    private record Read(List<StoredSegment> segments, Optional<Unreadable> setAside) {
    }

    /** Reads the file; one that cannot be read is set aside. Only under the lock, so that no writer's new file is set aside instead. */
    private Read read() {
        String text = "";
        ReadProblem problem;
        try {
            text = Utf8Text.decode(Files.readAllBytes(file));
            SegmentsFile stored = LocalFiles.MAPPER.readValue(text, SegmentsFile.class);
            problem = stored == null ? new ReadProblem.NotAnObject(ReadProblem.Subject.SEGMENTS, ReadProblem.Found.NULL) : stored.problem();
            if (problem == null) {
                return new Read(stored.segments(), Optional.empty());
            }
        } catch (NoSuchFileException e) {
            return new Read(List.of(), Optional.empty());
        } catch (JacksonException e) {
            problem = JsonProblems.of(e, text, ReadProblem.Subject.SEGMENTS);
        } catch (Utf8Text.NotUtf8Exception e) {
            problem = new ReadProblem.NotUtf8(e.offset() + 1);
        } catch (IOException e) {
            problem = new ReadProblem.FileUnreadable(FileFailure.of(e));
        }
        return new Read(List.of(), Optional.of(LocalFiles.setAside(file, problem, clock)));
    }

    /** The file as it is written: the profile's segments of every application, in the order they were first saved. */
    record SegmentsFile(List<StoredSegment> segments) {

        /** What makes the file no list of segments, or null when it is one. */
        ReadProblem problem() {
            if (segments == null) {
                return new ReadProblem.WrongKind(List.of(ReadProblem.Step.field("segments")), ReadProblem.Expected.LIST, List.of());
            }
            for (int i = 0; i < segments.size(); i++) {
                StoredSegment segment = segments.get(i);
                if (segment == null) {
                    return new ReadProblem.WrongKind(List.of(ReadProblem.Step.field("segments"), ReadProblem.Step.item(i + 1)),
                            ReadProblem.Expected.OBJECT, List.of());
                }
                if (segment.name() == null || segment.name().isBlank() || segment.appId() == null || segment.appId().isBlank()) {
                    return new ReadProblem.Incomplete(ReadProblem.Subject.SEGMENTS);
                }
            }
            return null;
        }
    }

    /** A segment as the file holds it: its filters as their text, so that those this version cannot read are kept as they are. */
    record StoredSegment(String name, String appId, String find, List<String> filters) {

        StoredSegment {
            filters = filters == null ? List.of() : filters;
        }

        static StoredSegment of(Segment segment) {
            return new StoredSegment(segment.name(), segment.appId(), segment.find(), segment.filters().stream().map(Filter::text).toList());
        }

        /** The segment, or empty when this version cannot read it (a filter of a newer Mailroom, a name it would refuse). */
        Optional<Segment> segment() {
            try {
                return Optional.of(new Segment(name, appId, find, filters.stream().map(Filter::parse).toList()));
            } catch (IllegalArgumentException unreadable) {
                return Optional.empty();
            }
        }
    }
}
