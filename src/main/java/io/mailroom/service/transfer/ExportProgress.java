package io.mailroom.service.transfer;

/** Told as an export goes, on the thread that runs it: after the count, then after each chunk written. */
@FunctionalInterface
public interface ExportProgress {

    ExportProgress NONE = (written, total) -> { };

    void progress(long written, long total);
}
