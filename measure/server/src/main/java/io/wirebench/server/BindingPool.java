package io.wirebench.server;

import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.DataSet;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * The bindings of one codec and data set that the server's worker threads share. A binding is
 * used by one thread at a time (it may keep reusable encoders), so each request borrows one and
 * gives it back; the pool grows to the number of requests served at once. The first binding is
 * made when the server starts, so no request pays for setup beyond a second binding's.
 */
public final class BindingPool {
  private final Codec codec;
  private final DataSet<?> dataSet;
  private final ConcurrentLinkedQueue<Binding<Object>> idle = new ConcurrentLinkedQueue<>();
  private final Object sample;
  private final jakarta.ws.rs.core.MediaType type;

  BindingPool(Codec codec, DataSet<?> dataSet) {
    this(codec, dataSet, Binding.erase(codec.bind(dataSet)));
  }

  /** A pool whose first binding is given (its sample is the value served). */
  BindingPool(Codec codec, DataSet<?> dataSet, Binding<Object> first) {
    this.codec = codec;
    this.dataSet = dataSet;
    this.sample = first.sample();
    this.type = jakarta.ws.rs.core.MediaType.valueOf(codec.info().mediaType());
    idle.add(first);
  }

  Codec codec() {
    return codec;
  }

  DataSet<?> dataSet() {
    return dataSet;
  }

  String mediaType() {
    return codec.info().mediaType();
  }

  /** The codec's media type, parsed once. */
  jakarta.ws.rs.core.MediaType type() {
    return type;
  }

  /** The data set's value in the form every binding of this pool writes (model, tree or map). */
  Object sample() {
    return sample;
  }

  Binding<Object> borrow() {
    Binding<Object> b = idle.poll();
    return b != null ? b : Binding.erase(codec.bind(dataSet));
  }

  void giveBack(Binding<Object> b) {
    idle.add(b);
  }
}
