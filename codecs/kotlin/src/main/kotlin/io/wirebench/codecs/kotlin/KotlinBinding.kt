package io.wirebench.codecs.kotlin

import io.wirebench.core.Binding
import io.wirebench.core.DataSet
import kotlinx.serialization.KSerializer

/**
 * A binding of one data set's Kotlin data class: the sample is converted from the Java model once,
 * here, and read-modify-write changes the data class ([KotlinModel.modify]).
 */
internal abstract class KotlinBinding(dataSet: DataSet<*>, protected val model: KotlinModel<*>) :
  Binding<Any>(dataSet, model.sample(dataSet)) {

  /** The data class's generated serializer, for the values this binding passes around as Any. */
  @Suppress("UNCHECKED_CAST")
  protected val serializer: KSerializer<Any> = model.serializer as KSerializer<Any>

  override fun modify(value: Any): Any = model.modify(value)
}
