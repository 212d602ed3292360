package io.wirebench.server;

import java.lang.annotation.Annotation;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Names the codec and data set an entity is written or read with. JAX-RS hands a message body
 * provider the annotations of the entity, and {@code Response.ResponseBuilder.entity(Object,
 * Annotation[])} and {@code ContainerRequest.readEntity(Class, Annotation[])} let a resource pass
 * them: that is the channel the specification gives resources to tell providers how to work, so
 * {@link CodecBodyProvider} needs no request-scoped injection to pick one codec among the 22 that
 * share {@code application/json}. Instances are {@link Literal}s, made by the resource.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.PARAMETER, ElementType.METHOD})
@interface Served {
  /** {@code codec/dataset}. */
  String value();

  /** An instance carrying the pool of bindings to use. */
  final class Literal implements Served {
    private final BindingPool pool;
    private final String value;

    Literal(BindingPool pool) {
      this.pool = pool;
      this.value = Catalog.key(pool.codec().info().id(), pool.dataSet().id());
    }

    BindingPool pool() {
      return pool;
    }

    @Override public String value() {
      return value;
    }

    @Override public Class<? extends Annotation> annotationType() {
      return Served.class;
    }

    /** The pool named by the first {@link Literal} among an entity's annotations, or null. */
    static BindingPool find(Annotation[] annotations) {
      if (annotations == null) return null;
      for (Annotation a : annotations) {
        if (a instanceof Literal) return ((Literal) a).pool;
      }
      return null;
    }
  }
}
