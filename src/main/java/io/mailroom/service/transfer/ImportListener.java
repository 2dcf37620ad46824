package io.mailroom.service.transfer;

/**
 * Hears every row of a preview in file order, as it is decided: the rejects file is written from
 * here, and the sending of an import can be planned from here, without the preview holding every row.
 */
public interface ImportListener {

    ImportListener NONE = new ImportListener() {
    };

    default void planned(PlannedRow row) {
    }

    default void rejected(RejectedRow row) {
    }
}
