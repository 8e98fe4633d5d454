// A module, but no pattern in it.
module @empty {
}
