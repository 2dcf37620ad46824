package io.mailroom.service.localcopy;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingDeque;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.locks.ReentrantLock;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;
import org.sqlite.SQLiteErrorCode;

/**
 * The SQLite database behind one profile's copy: a file readable by its owner only, or memory
 * alone. One writer at a time, each write one transaction; reads run in transactions of their
 * own on other connections, so that what a reader sees is whole while a sweep writes (the file
 * is in WAL mode). Other processes (the command line beside the app) wait their turn through
 * SQLite's own locks. A file SQLite cannot read is set aside and a new one made (docs/local-copy.md).
 */
final class CopyDatabase implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(CopyDatabase.class.getName());
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmssSSS'Z'").withZone(ZoneOffset.UTC);
    private static final int READERS = 2;
    /** How long a write waits for another process's write before failing. */
    private static final int BUSY_MILLIS = 10_000;
    /** How long an open waits before trying again when SQLite refused it without waiting itself. */
    private static final int TURN_MILLIS = 10;

    private final Connection writer;
    private final ReentrantLock writing = new ReentrantLock();
    /** The readers free, the latest used first: it holds what the latest reads kept (FoundIds) and their pages in its cache. */
    private final BlockingDeque<Connection> readers;
    private final List<Connection> all = new ArrayList<>();
    private final DamagedCopy damaged;
    private final Path file;

    private CopyDatabase(Path file, SQLiteDataSource source, int readers, DamagedCopy damaged) throws SQLException {
        this.file = file;
        this.damaged = damaged;
        this.readers = new LinkedBlockingDeque<>(Math.max(1, readers));
        this.writer = connect(source);
        all.add(writer);
        try {
            CopySchema.apply(writer);
            for (int i = 0; i < readers; i++) {
                Connection reader = connect(source);
                all.add(reader);
                this.readers.add(reader);
            }
        } catch (SQLException | RuntimeException e) {
            close();
            throw e;
        }
    }

    /**
     * Opens the copy in {@code file}, making it (and its folder) readable by its owner only when
     * new. A file SQLite cannot read is set aside as {@code <name>.corrupt-<UTC time>} and a new
     * one begun; {@link #damaged()} says so.
     */
    static CopyDatabase onDisk(Path file, Clock clock) {
        try {
            ownerOnly(file);
        } catch (IOException e) {
            throw new LocalCopyException("could not create the local copy " + file + ": " + e.getMessage(), e);
        }
        DamagedCopy damaged = null;
        try {
            checkWhole(file);
        } catch (SQLException e) {
            if (!isDamage(e)) {
                throw new LocalCopyException("could not open the local copy " + file + ": " + e.getMessage(), e);
            }
            damaged = setAside(file, e.getMessage(), clock);
            LOG.log(System.Logger.Level.WARNING, "the local copy " + file + " was damaged ("
                    + e.getMessage() + "); set aside as " + damaged.setAsideAs() + ", a new one is built");
            try {
                ownerOnly(file);
            } catch (IOException again) {
                throw new LocalCopyException("could not create the local copy " + file + ": " + again.getMessage(), again);
            }
        }
        try {
            return new CopyDatabase(file, source("jdbc:sqlite:" + file, true), READERS, damaged);
        } catch (SQLException e) {
            throw new LocalCopyException("could not open the local copy " + file + ": " + e.getMessage(), e);
        }
    }

    /** A copy in memory alone, gone when closed: for a profile that keeps no copy on disk. */
    static CopyDatabase inMemory() {
        try {
            // One connection: it both reads and writes, so reads wait for a write to end.
            return new CopyDatabase(null, source("jdbc:sqlite::memory:", false), 0, null);
        } catch (SQLException e) {
            throw new LocalCopyException("could not make a local copy in memory: " + e.getMessage(), e);
        }
    }

    /** The file, or empty for a copy in memory. */
    Optional<Path> file() {
        return Optional.ofNullable(file);
    }

    /** The damaged file set aside when this copy was opened. */
    Optional<DamagedCopy> damaged() {
        return Optional.ofNullable(damaged);
    }

    /** Runs {@code work} in one write transaction, begun at once so that no other writer comes between. */
    <T> T write(SqlWork<T> work) {
        writing.lock();
        try {
            return inTransaction(writer, "BEGIN IMMEDIATE", work);
        } finally {
            writing.unlock();
        }
    }

    /** The same, stopped by {@code stop} if it is no longer wanted: only the work's statements are interrupted, never the transaction's own. */
    <T> T read(SqlWork<T> work, ReadStop stop) {
        return read(connection -> stop.run(connection, work));
    }

    /** Runs {@code work} in one read transaction: every statement in it sees the same copy. */
    <T> T read(SqlWork<T> work) {
        if (file == null) {
            return write(work);
        }
        Connection reader;
        try {
            reader = readers.takeFirst();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LocalCopyException("interrupted while waiting to read the local copy", e);
        }
        try {
            return inTransaction(reader, "BEGIN DEFERRED", work);
        } finally {
            readers.addFirst(reader);
        }
    }

    private static <T> T inTransaction(Connection connection, String begin, SqlWork<T> work) {
        try (Statement statement = connection.createStatement()) {
            statement.execute(begin);
            try {
                T result = work.run(connection);
                statement.execute("COMMIT");
                return result;
            } catch (Throwable e) {
                // An Error too: a transaction left open would keep the file locked for every other writer.
                rollback(statement);
                throw e;
            }
        } catch (SQLException e) {
            throw new LocalCopyException("the local copy could not be " + ("BEGIN DEFERRED".equals(begin) ? "read" : "written")
                    + ": " + e.getMessage(), e);
        }
    }

    private static void rollback(Statement statement) {
        try {
            statement.execute("ROLLBACK");
        } catch (SQLException e) {
            LOG.log(System.Logger.Level.DEBUG, "rollback after a failure failed too", e);
        }
    }

    @Override
    public void close() {
        for (Connection connection : all) {
            try {
                connection.close();
            } catch (SQLException e) {
                LOG.log(System.Logger.Level.DEBUG, "closing the local copy", e);
            }
        }
    }

    /**
     * A connection, waiting its turn like any other lock: when two connections open a new file at
     * once, both turn it to WAL and SQLite refuses the later one at once, without its busy handler.
     */
    private static Connection connect(SQLiteDataSource source) throws SQLException {
        long deadline = System.nanoTime() + BUSY_MILLIS * 1_000_000L;
        while (true) {
            try {
                return source.getConnection();
            } catch (SQLException e) {
                if ((e.getErrorCode() & 0xff) != SQLiteErrorCode.SQLITE_BUSY.code || System.nanoTime() > deadline) {
                    throw e;
                }
            }
            try {
                Thread.sleep(TURN_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new SQLException("interrupted while waiting to open the local copy", e);
            }
        }
    }

    private static SQLiteDataSource source(String url, boolean wal) {
        SQLiteConfig config = new SQLiteConfig();
        if (wal) {
            config.setJournalMode(SQLiteConfig.JournalMode.WAL);
            config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
        }
        config.enforceForeignKeys(true);
        config.setBusyTimeout(BUSY_MILLIS);
        SQLiteDataSource source = new SQLiteDataSource(config);
        source.setUrl(url);
        return source;
    }

    /** Opens the file alone and has SQLite check it, so that damage is met here and not half-way through a read. */
    private static void checkWhole(Path file) throws SQLException {
        if (Files.notExists(file)) {
            return;
        }
        try (Connection connection = source("jdbc:sqlite:" + file, false).getConnection();
             Statement statement = connection.createStatement();
             var result = statement.executeQuery("PRAGMA quick_check(1)")) {
            String verdict = result.next() ? result.getString(1) : "no answer";
            if (!"ok".equals(verdict)) {
                throw new SQLException(verdict, "corrupt", SQLiteErrorCode.SQLITE_CORRUPT.code);
            }
        }
    }

    static boolean isDamage(SQLException e) {
        int code = e.getErrorCode() & 0xff;
        return code == SQLiteErrorCode.SQLITE_CORRUPT.code || code == SQLiteErrorCode.SQLITE_NOTADB.code;
    }

    /** Renames the file and what SQLite keeps beside it ({@code -wal}, {@code -shm}) to {@code <name>.corrupt-<UTC time>}. */
    private static DamagedCopy setAside(Path file, String reason, Clock clock) {
        String base = file.getFileName() + ".corrupt-" + STAMP.format(clock.instant());
        for (int attempt = 1; attempt <= 100; attempt++) {
            Path aside = file.resolveSibling(attempt == 1 ? base : base + "-" + attempt);
            try {
                Files.move(file, aside);
                for (String suffix : List.of("-wal", "-shm")) {
                    Path beside = file.resolveSibling(file.getFileName() + suffix);
                    if (Files.exists(beside)) {
                        Files.move(beside, aside.resolveSibling(aside.getFileName() + suffix));
                    }
                }
                return new DamagedCopy(file, aside, reason);
            } catch (FileAlreadyExistsException taken) {
                LOG.log(System.Logger.Level.DEBUG, aside + " is taken");
            } catch (IOException e) {
                LOG.log(System.Logger.Level.WARNING, "could not set aside the damaged local copy " + file, e);
                throw new LocalCopyException("the local copy " + file + " is damaged (" + reason
                        + ") and could not be set aside: " + e.getMessage(), e);
            }
        }
        throw new LocalCopyException("the local copy " + file + " is damaged (" + reason + ") and no name was free to set it aside");
    }

    /** Makes the folder and an empty file readable by their owner only, where the file system has owners. */
    private static void ownerOnly(Path file) throws IOException {
        Path folder = file.toAbsolutePath().getParent();
        boolean posix = Files.getFileStore(Files.createDirectories(folder)).supportsFileAttributeView(PosixFileAttributeView.class);
        if (posix) {
            Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwx------"));
        }
        if (Files.notExists(file)) {
            try {
                if (posix) {
                    Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
                } else {
                    Files.createFile(file);
                }
            } catch (FileAlreadyExistsException raced) {
                LOG.log(System.Logger.Level.DEBUG, "another process made " + file + " first");
            }
        }
    }
}
