package io.mailroom.service.localcopy;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * The tables of a local copy (docs/local-copy.md, "The database"). A file written by a newer
 * Mailroom, whose version this one does not know, is refused rather than read wrongly.
 */
final class CopySchema {

    /** Written to {@code PRAGMA user_version}; 0 is a new, empty file. */
    static final int VERSION = 3;

    /**
     * The columns that hold a contact (ContactRow.FIELDS), alike in {@code contact} and in
     * {@code sweep_contact}, whose rows a completed sweep copies into it.
     */
    private static final String CONTACT_FIELDS = """
            json TEXT NOT NULL, email TEXT NOT NULL, status TEXT NOT NULL, language TEXT NOT NULL,
            first_name TEXT NOT NULL, last_name TEXT NOT NULL, phone TEXT NOT NULL, birthday TEXT NOT NULL,
            company TEXT NOT NULL, vip_level TEXT NOT NULL, amount TEXT NOT NULL, register_date TEXT NOT NULL,
            source TEXT NOT NULL, expire_time TEXT NOT NULL, last_active TEXT NOT NULL,
            first_name_key TEXT NOT NULL, last_name_key TEXT NOT NULL, company_key TEXT NOT NULL,
            birthday_key INTEGER, vip_key REAL, amount_key REAL, register_key INTEGER, expire_key INTEGER,
            active_key INTEGER""";

    private static final List<String> TABLES = List.of(
            """
            CREATE TABLE contact (
                id INTEGER PRIMARY KEY,
                app_id TEXT NOT NULL,
                address_key TEXT NOT NULL,
                %s,
                seen_at INTEGER NOT NULL,
                app_words TEXT GENERATED ALWAYS AS ('a' || lower(hex(app_id))) VIRTUAL,
                UNIQUE (app_id, address_key))""".formatted(CONTACT_FIELDS),
            """
            CREATE VIRTUAL TABLE contact_words USING fts5(
                email, first_name, last_name, company, phone, app_words,
                content = 'contact', content_rowid = 'id',
                tokenize = 'unicode61 remove_diacritics 2',
                prefix = '1 2')""",
            """
            CREATE TRIGGER contact_words_insert AFTER INSERT ON contact BEGIN
                INSERT INTO contact_words (rowid, email, first_name, last_name, company, phone, app_words)
                VALUES (new.id, new.email, new.first_name, new.last_name, new.company, new.phone, new.app_words);
            END""",
            """
            CREATE TRIGGER contact_words_delete AFTER DELETE ON contact BEGIN
                INSERT INTO contact_words (contact_words, rowid, email, first_name, last_name, company, phone, app_words)
                VALUES ('delete', old.id, old.email, old.first_name, old.last_name, old.company, old.phone, old.app_words);
            END""",
            """
            CREATE TRIGGER contact_words_update AFTER UPDATE OF email, first_name, last_name, company, phone ON contact BEGIN
                INSERT INTO contact_words (contact_words, rowid, email, first_name, last_name, company, phone, app_words)
                VALUES ('delete', old.id, old.email, old.first_name, old.last_name, old.company, old.phone, old.app_words);
                INSERT INTO contact_words (rowid, email, first_name, last_name, company, phone, app_words)
                VALUES (new.id, new.email, new.first_name, new.last_name, new.company, new.phone, new.app_words);
            END""",
            "CREATE INDEX contact_by_email ON contact (app_id, email COLLATE NOCASE)",
            // What find, filters and sort across a whole list read in the order they need it (docs/local-copy.md,
            // "Find, filters and sort"): one index a field, in the order FieldSql sorts it.
            "CREATE INDEX contact_order_status ON contact (app_id, status COLLATE NOCASE)",
            "CREATE INDEX contact_order_language ON contact (app_id, language COLLATE NOCASE)",
            "CREATE INDEX contact_order_first_name ON contact (app_id, first_name_key, first_name)",
            "CREATE INDEX contact_order_last_name ON contact (app_id, last_name_key, last_name)",
            "CREATE INDEX contact_order_phone ON contact (app_id, phone COLLATE NOCASE)",
            "CREATE INDEX contact_order_birthday ON contact (app_id, birthday_key, birthday COLLATE NOCASE)",
            "CREATE INDEX contact_order_company ON contact (app_id, company_key, company)",
            "CREATE INDEX contact_order_vip_level ON contact (app_id, vip_key, vip_level COLLATE NOCASE)",
            "CREATE INDEX contact_order_amount ON contact (app_id, amount_key, amount COLLATE NOCASE)",
            "CREATE INDEX contact_order_register_date ON contact (app_id, register_key, register_date COLLATE NOCASE)",
            "CREATE INDEX contact_order_source ON contact (app_id, source COLLATE NOCASE)",
            "CREATE INDEX contact_order_expire_time ON contact (app_id, expire_key, expire_time COLLATE NOCASE)",
            "CREATE INDEX contact_order_last_active ON contact (app_id, active_key, last_active COLLATE NOCASE)",
            // Every field a filter tests or the breakdown counts, so that neither reads the contacts' wide rows:
            // by application for filters alone, by id for the contacts find found.
            """
            CREATE INDEX contact_filter_by_app ON contact (app_id, status COLLATE NOCASE, language COLLATE NOCASE,
                source COLLATE NOCASE, company_key, vip_key, vip_level, birthday_key, register_key, active_key, amount)""",
            """
            CREATE INDEX contact_filter_by_id ON contact (id, app_id, status COLLATE NOCASE, language COLLATE NOCASE,
                source COLLATE NOCASE, company_key, vip_key, vip_level, birthday_key, register_key, active_key, amount)""",
            """
            CREATE TABLE sync_state (
                app_id TEXT PRIMARY KEY,
                synced_at INTEGER NOT NULL,
                total INTEGER NOT NULL)""",
            """
            CREATE TABLE sweep (
                id INTEGER PRIMARY KEY,
                app_id TEXT NOT NULL UNIQUE,
                started_at INTEGER NOT NULL,
                page_size INTEGER,
                total INTEGER,
                pass INTEGER NOT NULL DEFAULT 1,
                owner TEXT,
                claimed_at INTEGER,
                heartbeat_at INTEGER)""",
            """
            CREATE TABLE sweep_page (
                sweep_id INTEGER NOT NULL REFERENCES sweep (id) ON DELETE CASCADE,
                page INTEGER NOT NULL,
                rows INTEGER NOT NULL,
                requested_at INTEGER NOT NULL,
                PRIMARY KEY (sweep_id, page))""",
            """
            CREATE TABLE sweep_contact (
                sweep_id INTEGER NOT NULL REFERENCES sweep (id) ON DELETE CASCADE,
                address_key TEXT NOT NULL,
                page INTEGER NOT NULL,
                position INTEGER NOT NULL,
                %s,
                PRIMARY KEY (sweep_id, address_key))""".formatted(CONTACT_FIELDS),
            """
            CREATE TABLE own_change (
                app_id TEXT NOT NULL,
                address_key TEXT NOT NULL,
                at INTEGER NOT NULL,
                json TEXT,
                PRIMARY KEY (app_id, address_key))""",
            """
            CREATE TABLE change_set (
                id INTEGER PRIMARY KEY,
                app_id TEXT NOT NULL,
                synced_at INTEGER NOT NULL,
                since INTEGER,
                added INTEGER NOT NULL,
                removed INTEGER NOT NULL,
                changed INTEGER NOT NULL)""",
            """
            CREATE TABLE change (
                set_id INTEGER NOT NULL REFERENCES change_set (id) ON DELETE CASCADE,
                kind TEXT NOT NULL CHECK (kind IN ('added', 'removed', 'changed')),
                email TEXT NOT NULL,
                fields TEXT NOT NULL)""",
            "CREATE INDEX change_by_set ON change (set_id, kind, email)",
            "CREATE INDEX change_set_by_app ON change_set (app_id, id)");

    /**
     * Version 2: the journals of jobs (docs/import.md, "Sending"): a job, ready once its every row
     * is planned, and each row's save with its outcome: null until it is sent, 'sending' while the
     * service has not answered, then 'sent' or 'failed'.
     */
    private static final List<String> JOBS = List.of(
            """
            CREATE TABLE job (
                id TEXT PRIMARY KEY,
                kind TEXT NOT NULL CHECK (kind IN ('import')),
                app_id TEXT NOT NULL,
                source TEXT NOT NULL,
                created_at INTEGER NOT NULL,
                ready INTEGER NOT NULL DEFAULT 0,
                file_rows INTEGER NOT NULL DEFAULT 0,
                unchanged INTEGER NOT NULL DEFAULT 0,
                rejected INTEGER NOT NULL DEFAULT 0,
                owner TEXT,
                heartbeat_at INTEGER)""",
            """
            CREATE TABLE job_row (
                job_id TEXT NOT NULL REFERENCES job (id) ON DELETE CASCADE,
                line INTEGER NOT NULL,
                action TEXT NOT NULL CHECK (action IN ('create', 'update')),
                address TEXT NOT NULL,
                status TEXT NOT NULL,
                data TEXT NOT NULL,
                outcome TEXT CHECK (outcome IN ('sending', 'sent', 'failed')),
                message TEXT,
                request_id TEXT,
                done_at INTEGER,
                PRIMARY KEY (job_id, line))""",
            "CREATE INDEX job_by_app ON job (app_id, created_at)");

    /**
     * Version 3: the change journal (docs/changes.md): every change Mailroom asks of the service,
     * written before its request goes ({@code outcome} 'sending') and marked 'done' with the
     * service's requestId once accepted; the contact as it was ({@code before}) and as the change
     * left it ({@code after}), as JSON, each null where there was none or it was not known.
     * {@code created} is 1 for a change known to have created its contact (an import row that
     * created one); {@code undoes} names the change an undo undoes, written ahead with it, so that
     * no change is undone twice (unique); {@code undone_by} the undo once the service accepted it.
     */
    private static final List<String> JOURNAL = List.of(
            """
            CREATE TABLE journal (
                id INTEGER PRIMARY KEY,
                at INTEGER NOT NULL,
                profile_id TEXT NOT NULL,
                app_id TEXT NOT NULL,
                address TEXT NOT NULL,
                address_key TEXT NOT NULL,
                kind TEXT NOT NULL CHECK (kind IN ('save', 'delete', 'import', 'restore')),
                before TEXT,
                after TEXT,
                request_id TEXT,
                job_id TEXT,
                outcome TEXT NOT NULL CHECK (outcome IN ('sending', 'done')),
                created INTEGER NOT NULL DEFAULT 0,
                undoes INTEGER REFERENCES journal (id),
                undone_by INTEGER REFERENCES journal (id))""",
            "CREATE UNIQUE INDEX journal_by_undone ON journal (undoes)",
            "CREATE INDEX journal_by_app ON journal (app_id, at)",
            "CREATE INDEX journal_by_contact ON journal (address_key, app_id, id)",
            "CREATE INDEX journal_by_job ON journal (job_id)",
            // The compose pane looks an address up in every application before it writes to it.
            "CREATE INDEX contact_by_address ON contact (address_key)");

    /** What each version adds to the one before, from version 1 on. */
    private static final List<List<String>> STEPS = List.of(TABLES, JOBS, JOURNAL);

    private CopySchema() {
    }

    /** Creates the tables in a new file, adds those of later versions to an older one, and refuses a newer one. */
    static void apply(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            if (version(statement) == VERSION) {
                return;
            }
            // Another process may be making the same new file: the version is read again once this one may write.
            statement.execute("BEGIN IMMEDIATE");
            try {
                int version = version(statement);
                if (version < VERSION) {
                    for (List<String> step : STEPS.subList(version, VERSION)) {
                        for (String table : step) {
                            statement.execute(table);
                        }
                    }
                    statement.execute("PRAGMA user_version = " + VERSION);
                }
                statement.execute("COMMIT");
                if (version > VERSION) {
                    throw new NewerCopyException(version, VERSION);
                }
            } catch (SQLException e) {
                statement.execute("ROLLBACK");
                throw e;
            }
        }
    }

    private static int version(Statement statement) throws SQLException {
        try (var result = statement.executeQuery("PRAGMA user_version")) {
            return result.next() ? result.getInt(1) : 0;
        }
    }
}
