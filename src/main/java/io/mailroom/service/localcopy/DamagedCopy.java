package io.mailroom.service.localcopy;

import java.nio.file.Path;

/**
 * A copy's file that SQLite could not read, renamed so that a new copy could be built and the
 * person told (docs/local-copy.md, "A damaged file").
 *
 * @param file       where the copy was
 * @param setAsideAs what it is called now (a file that cannot be renamed is not opened: {@code LocalCopyException})
 * @param reason     SQLite's own words for what is wrong, for the log and the details
 */
public record DamagedCopy(Path file, Path setAsideAs, String reason) {
}
