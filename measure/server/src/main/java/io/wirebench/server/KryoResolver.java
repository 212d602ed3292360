package io.wirebench.server;

import com.esotericsoftware.kryo.Kryo;
import io.wirebench.core.BuiltInDataSet;
import jakarta.ws.rs.ext.ContextResolver;

/**
 * The Kryo instances Jersey's Kryo module pools. Since Jersey 2.x made registration required by
 * default, the module writes nothing at all (an empty 200 body, silently) unless the
 * application supplies a {@code ContextResolver<Kryo>}: this one registers every model class,
 * as the {@code kryo} codec does. It is compiled against Kryo 5 and runs on Kryo 4, which has
 * the same constructor and methods.
 */
public final class KryoResolver implements ContextResolver<Kryo> {
  @Override public Kryo getContext(Class<?> type) {
    Kryo kryo = new Kryo();
    kryo.setRegistrationRequired(true);
    for (Class<?> c : BuiltInDataSet.allModelClasses()) kryo.register(c);
    return kryo;
  }
}
