package report

import "reflect"

// masked returns a deep copy of r in which every string (every field, at
// any depth, and map keys) has gone through mask. Write applies it when
// Options.Mask is set: the last line of defence for the rule that no
// report prints a secret, which also covers fields added to the model
// later. Root, which no format prints, is copied as is so that SARIF URIs
// stay relative to it, and so are the fields tagged mask:"-" (hashes and
// keyed fingerprints the tool computes: masking a false positive there
// would break baselines and integrity checks, and they hold no input).
func masked(r *Report, mask func(string) string) *Report {
	src := reflect.ValueOf(r).Elem()
	dst := reflect.New(src.Type()).Elem()
	copyMasked(dst, src, mask)
	out := dst.Addr().Interface().(*Report)
	out.Root = r.Root
	return out
}

func copyMasked(dst, src reflect.Value, mask func(string) string) {
	switch src.Kind() {
	case reflect.String:
		dst.SetString(mask(src.String()))
	case reflect.Struct:
		for i := 0; i < src.NumField(); i++ {
			switch {
			case !dst.Field(i).CanSet():
			case src.Type().Field(i).Tag.Get("mask") == "-":
				dst.Field(i).Set(src.Field(i))
			default:
				copyMasked(dst.Field(i), src.Field(i), mask)
			}
		}
	case reflect.Slice:
		if src.IsNil() {
			return
		}
		dst.Set(reflect.MakeSlice(src.Type(), src.Len(), src.Len()))
		for i := 0; i < src.Len(); i++ {
			copyMasked(dst.Index(i), src.Index(i), mask)
		}
	case reflect.Map:
		if src.IsNil() {
			return
		}
		dst.Set(reflect.MakeMapWithSize(src.Type(), src.Len()))
		it := src.MapRange()
		for it.Next() {
			k := reflect.New(src.Type().Key()).Elem()
			copyMasked(k, it.Key(), mask)
			v := reflect.New(src.Type().Elem()).Elem()
			copyMasked(v, it.Value(), mask)
			dst.SetMapIndex(k, v)
		}
	case reflect.Pointer:
		if src.IsNil() {
			return
		}
		dst.Set(reflect.New(src.Type().Elem()))
		copyMasked(dst.Elem(), src.Elem(), mask)
	default:
		dst.Set(src)
	}
}
