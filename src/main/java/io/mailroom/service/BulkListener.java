package io.mailroom.service;

/** Told of each item as it ends; called on the worker thread that ran it. */
@FunctionalInterface
public interface BulkListener<I> {

    BulkListener<Object> NONE = (result, done, total) -> { };

    @SuppressWarnings("unchecked")
    static <I> BulkListener<I> none() {
        return (BulkListener<I>) NONE;
    }

    void itemDone(BulkItemResult<I> result, int done, int total);
}
